import { toStoredDateTime } from '@cmms/contracts';
import type { Product } from '@cmms/contracts/template-shop/schemas';
import { TEMPLATE_SHOP_TEXT as TEXT } from '@cmms/contracts/template-shop/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { idFrom, positive, queryText, templateShopCall } from './wire.js';

interface StoredProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  category: string;
  price_fils: number;
  image: string;
  has_free_shipping: number;
  rating: number;
  in_wishlist: number;
  in_cart: number;
  qty: number | null;
}

/** Fils as Bahraini dinars: the number and its three-decimal text. */
const dinars = (fils: number) => ({ price: fils / 1000, priceText: (fils / 1000).toFixed(3) });

const toProduct = (p: StoredProduct): Product => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  description: p.description,
  brand: p.brand,
  category: p.category,
  ...dinars(p.price_fils),
  currency: 'BHD',
  image: p.image,
  hasFreeShipping: p.has_free_shipping === 1,
  rating: p.rating,
  isInWishlist: p.in_wishlist === 1,
  isInCart: p.in_cart === 1,
});

const SORTS: Record<string, string> = {
  featured: 'p.id DESC',
  'price-asc': 'p.price_fils ASC, p.id ASC',
  'price-desc': 'p.price_fils DESC, p.id DESC',
};
const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'];
/** Products with the caller's wishlist and cart marks. */
const SELECT = `SELECT p.*,
    EXISTS (SELECT 1 FROM template_wishlist w WHERE w.user_id = @user AND w.product_id = p.id) AS in_wishlist,
    EXISTS (SELECT 1 FROM template_cart c WHERE c.user_id = @user AND c.product_id = p.id) AS in_cart,
    (SELECT qty FROM template_cart c WHERE c.user_id = @user AND c.product_id = p.id) AS qty
  FROM template_products p`;

/**
 * The template's shop (§9): a catalogue of spare parts priced in BHD, and each signed-in user's own
 * wishlist and cart. Adding twice keeps one line; a product id arrives as a number or a digit string.
 */
export function registerTemplateShop(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const userOf = (request: FastifyRequest) => request.principal!.user.id;
  const product = (user: number, id: number | undefined) =>
    id === undefined
      ? undefined
      : (sqlite.prepare(`${SELECT} WHERE p.id = @id`).get({ user, id }) as StoredProduct | undefined);

  registerAction(
    app,
    'apps.ecommerce.products',
    async ({ query, request }) => {
      const user = userOf(request);
      const q = queryText(query.q);
      const sortBy = queryText(query.sortBy) ?? 'featured';
      const perPage = positive(queryText(query.perPage), 9, 500);
      const page = positive(queryText(query.page), 1, 1_000_000);
      const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = like ? "WHERE lower(p.name) LIKE @like ESCAPE '\\'" : '';
      const order = Object.hasOwn(SORTS, sortBy) ? SORTS[sortBy]! : SORTS.featured!;
      const total = Number(
        sqlite
          .prepare(`SELECT count(*) FROM template_products p ${where}`)
          .pluck()
          .get(like ? { like } : {}),
      );
      const rows = sqlite
        .prepare(`${SELECT} ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
        .all({ user, limit: perPage, offset: (page - 1) * perPage, ...(like ? { like } : {}) }) as StoredProduct[];
      return {
        products: rows.map(toProduct),
        total,
        userWishlist: sqlite
          .prepare('SELECT product_id AS productId FROM template_wishlist WHERE user_id = ? ORDER BY rowid')
          .all(user) as { productId: number }[],
        userCart: sqlite
          .prepare('SELECT product_id AS productId, qty FROM template_cart WHERE user_id = ? ORDER BY rowid')
          .all(user) as { productId: number; qty: number }[],
      };
    },
    templateShopCall,
  );

  registerAction(
    app,
    'apps.ecommerce.product',
    async ({ params, request, reply }) => {
      // The detail page sends the text after the slug's last `-`; a whole slug works as well.
      const raw = params.id;
      const found = product(userOf(request), idFrom(raw.slice(raw.lastIndexOf('-') + 1)));
      if (!found) return reply.status(404).send(failure(TEXT.productNotFound));
      return { product: { ...toProduct(found), colorOptions: COLOR_OPTIONS } };
    },
    templateShopCall,
  );

  const listOf = (user: number, table: 'template_wishlist' | 'template_cart') =>
    sqlite
      .prepare(`${SELECT} JOIN ${table} l ON l.product_id = p.id AND l.user_id = @user ORDER BY l.rowid`)
      .all({ user }) as StoredProduct[];

  registerAction(app, 'apps.ecommerce.wishlist', async ({ request }) => ({
    products: listOf(userOf(request), 'template_wishlist').map(toProduct),
  }));

  registerAction(
    app,
    'apps.ecommerce.cart',
    async ({ request }) => {
      const user = userOf(request);
      const shipping = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      return {
        products: listOf(user, 'template_cart').map((p) => ({
          ...toProduct(p),
          qty: p.qty ?? 1,
          shippingDate: shipping,
          offers: 0,
          discountPercentage: 0,
        })),
      };
    },
    templateShopCall,
  );

  for (const [id, table, added] of [
    ['apps.ecommerce.wishlist-add', 'template_wishlist', TEXT.wishlistAdded],
    ['apps.ecommerce.cart-add', 'template_cart', TEXT.cartAdded],
  ] as const) {
    registerAction(
      app,
      id,
      async ({ body, request }) => {
        const user = userOf(request);
        const raw = body.productId;
        if (raw === undefined || raw === null || raw === '') return failure({ productId: [TEXT.chooseProduct] });
        const found = product(user, idFrom(raw));
        if (!found) return failure(TEXT.productNotFound);
        // Twice is once: a line per product (the stock fake API added duplicates).
        sqlite
          .prepare(`INSERT OR IGNORE INTO ${table} (user_id, product_id, created_at) VALUES (?, ?, ?)`)
          .run(user, found.id, toStoredDateTime(new Date()));
        return success(added, toProduct(product(user, found.id)!));
      },
      templateShopCall,
    );
  }

  for (const [id, table, removed, missing] of [
    ['apps.ecommerce.wishlist-remove', 'template_wishlist', TEXT.wishlistRemoved, TEXT.notInWishlist],
    ['apps.ecommerce.cart-remove', 'template_cart', TEXT.cartRemoved, TEXT.notInCart],
  ] as const) {
    registerAction(
      app,
      id,
      async ({ params, request }) => {
        const productId = params.productId;
        const gone =
          productId > 0 &&
          sqlite.prepare(`DELETE FROM ${table} WHERE user_id = ? AND product_id = ?`).run(userOf(request), productId)
            .changes > 0;
        return gone ? success(removed, null) : failure(missing);
      },
      templateShopCall,
    );
  }
}
