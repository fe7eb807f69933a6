import type { AppAbility } from '@cmms/contracts';
import { LuColumns3, LuHeart, LuShoppingBag, LuShoppingCart, LuTable, LuUsers } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';
import { SHOP_PATHS } from './paths';

const can = (id: string) => (ability: AppAbility) => canCallEndpoint(ability, id);

const strip = (path: string) => path.slice(1);

/** The template's users, kanban, e-commerce and data-table apps (issue 29), under `/template/`. */
export const templateShopFeature: WebFeature = {
  name: 'template-shop',
  namespace: 'template-shop',
  routes: [
    { path: strip(SHOP_PATHS.kanban), load: () => import('./kanban/kanban-page').then((m) => m.KanbanPage) },
    { path: strip(SHOP_PATHS.shop), load: () => import('./shop/shop-page').then((m) => m.ShopPage) },
    { path: `${strip(SHOP_PATHS.shop)}/:id`, load: () => import('./shop/product-page').then((m) => m.ProductPage) },
    { path: strip(SHOP_PATHS.wishlist), load: () => import('./shop/wishlist-page').then((m) => m.WishlistPage) },
    { path: strip(SHOP_PATHS.cart), load: () => import('./shop/cart-page').then((m) => m.CartPage) },
    { path: strip(SHOP_PATHS.users), load: () => import('./users/users-page').then((m) => m.UsersPage) },
    { path: `${strip(SHOP_PATHS.users)}/:id`, load: () => import('./users/user-page').then((m) => m.UserPage) },
    {
      path: strip(SHOP_PATHS.datatables),
      load: () => import('./datatables/datatables-page').then((m) => m.DataTablesPage),
    },
  ],
  menu: [
    {
      key: 'template-kanban',
      section: 'apps',
      to: SHOP_PATHS.kanban,
      label: 'template-shop:kanban.title',
      icon: LuColumns3,
      visible: can('apps.kanban.boards'),
      acts: can('apps.kanban.update-task-board'),
    },
    {
      key: 'template-shop',
      section: 'apps',
      to: SHOP_PATHS.shop,
      label: 'template-shop:shop.title',
      icon: LuShoppingBag,
      visible: can('apps.ecommerce.products'),
      acts: can('apps.ecommerce.cart-add'),
    },
    {
      key: 'template-wishlist',
      section: 'apps',
      to: SHOP_PATHS.wishlist,
      label: 'template-shop:wishlist.title',
      icon: LuHeart,
      visible: can('apps.ecommerce.wishlist'),
      acts: can('apps.ecommerce.wishlist-add'),
    },
    {
      key: 'template-cart',
      section: 'apps',
      to: SHOP_PATHS.cart,
      label: 'template-shop:cart.title',
      icon: LuShoppingCart,
      visible: can('apps.ecommerce.cart'),
      acts: can('apps.ecommerce.cart-add'),
    },
    {
      key: 'template-users',
      section: 'apps',
      to: SHOP_PATHS.users,
      label: 'template-shop:users.title',
      icon: LuUsers,
      visible: can('apps.users.list'),
      acts: can('apps.users.add'),
    },
    {
      key: 'template-datatables',
      section: 'apps',
      to: SHOP_PATHS.datatables,
      label: 'template-shop:datatables.title',
      icon: LuTable,
      visible: can('apps.datatables.data'),
      acts: () => false,
    },
  ],
};
