import { endpointPath, type Endpoint } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { payloadOf, step, type Recorders } from './round-trip-steps.js';

/**
 * The template shop's calls (users, kanban, e-commerce, data tables; issue 29): a read path for each
 * GET, and write round trips that leave nothing behind but the caller's own kanban copy.
 */
export async function templateShopReadPath(e: Endpoint, target: Target): Promise<string | undefined> {
  switch (e.id) {
    case 'apps.users.list':
    case 'apps.datatables.data':
      return `${e.path}?perPage=5`;
    case 'apps.ecommerce.products':
      return `${e.path}?q=&sortBy=featured&perPage=9&page=1`;
    case 'apps.users.user': {
      const users = (await call(target, 'GET', `${endpointPath('apps.users.list')}?perPage=1`)).json as {
        users?: { id: number }[];
      };
      const id = users?.users?.[0]?.id;
      return id ? `${e.path}?id=${id}` : undefined;
    }
    case 'apps.ecommerce.product': {
      const shop = (await call(target, 'GET', `${endpointPath('apps.ecommerce.products')}?perPage=1`)).json as {
        products?: { id: number }[];
      };
      const id = shop?.products?.[0]?.id;
      return id ? endpointPath('apps.ecommerce.product', { id }) : undefined;
    }
    case 'apps.users.all-data':
    case 'apps.kanban.boards':
    case 'apps.kanban.tasks':
    case 'apps.ecommerce.wishlist':
    case 'apps.ecommerce.cart':
    case 'apps.datatables.initial-data':
      return e.path;
    default:
      return undefined;
  }
}

export async function templateShopRoundTrips(
  rec: Recorders,
  target: Target,
  flags: RunFlags,
  runId: string,
): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const post = (id: string, body: unknown) => call(target, 'POST', endpointPath(id), { body });

  // Users app: the stock client's unwrapped user, then a delete by id.
  const added = await post('apps.users.add', {
    fullName: name('user'),
    username: name('user'),
    email: `${runId}@contract-scratch.test`,
    role: 'viewer',
    currentPlan: 'basic',
    status: 'pending',
  });
  if (step(rec, 'apps.users.add', 'add user', added, flags)) {
    const deleted = await call(target, 'DELETE', endpointPath('apps.users.delete'), {
      body: { id: payloadOf(added).id },
    });
    step(rec, 'apps.users.delete', 'delete user', deleted, flags);
  }

  // Kanban: a scratch board with two tasks, changed, moved and reordered, then cleared and deleted.
  const board = await post('apps.kanban.add-board', { data: { title: name('board') } });
  if (step(rec, 'apps.kanban.add-board', 'add board', board, flags)) {
    const boardId = String(payloadOf(board).id);
    try {
      const first = await post('apps.kanban.add-task', { data: { title: name('task-1'), boardId } });
      const second = await post('apps.kanban.add-task', { data: { title: name('task-2'), boardId } });
      step(rec, 'apps.kanban.add-task', 'add task', first, flags);
      const [a, b] = [payloadOf(first).id, payloadOf(second).id];
      const updated = await post('apps.kanban.update-task', { data: { id: String(a), labels: ['Contract'] } });
      step(rec, 'apps.kanban.update-task', 'update task', updated, flags);
      const moved = await post('apps.kanban.update-task-board', {
        data: { taskId: String(a), boardId, newBoardId: boardId },
      });
      step(rec, 'apps.kanban.update-task-board', 'move task', moved, flags);
      const reordered = await post('apps.kanban.reorder-tasks', {
        data: { taskId: String(b), targetTaskId: String(a) },
      });
      step(rec, 'apps.kanban.reorder-tasks', 'reorder tasks', reordered, flags);
      const cleared = await call(target, 'DELETE', endpointPath('apps.kanban.clear-tasks'), { body: { id: boardId } });
      step(rec, 'apps.kanban.clear-tasks', 'clear tasks', cleared, flags);
    } finally {
      const deleted = await call(target, 'DELETE', endpointPath('apps.kanban.delete-board'), { body: { id: boardId } });
      step(rec, 'apps.kanban.delete-board', 'delete board', deleted, flags);
    }
  }

  // E-commerce: a product in and out of the wishlist and the cart.
  const shop = (await call(target, 'GET', `${endpointPath('apps.ecommerce.products')}?perPage=1`)).json as {
    products?: { id: number }[];
  };
  const productId = shop?.products?.[0]?.id;
  if (productId) {
    for (const [add, remove] of [
      ['apps.ecommerce.wishlist-add', 'apps.ecommerce.wishlist-remove'],
      ['apps.ecommerce.cart-add', 'apps.ecommerce.cart-remove'],
    ] as const) {
      if (step(rec, add, 'add product', await post(add, { productId: String(productId) }), flags)) {
        const removed = await call(target, 'DELETE', endpointPath(remove, { productId }));
        step(rec, remove, 'remove product', removed, flags);
      }
    }
  }
}
