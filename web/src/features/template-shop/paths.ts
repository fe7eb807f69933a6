/** The console paths of the template shop's screens (issue 29), under `/template/` like the other template apps. */
export const SHOP_PATHS = {
  users: '/template/users',
  kanban: '/template/kanban',
  shop: '/template/shop',
  wishlist: '/template/wishlist',
  cart: '/template/cart',
  datatables: '/template/datatables',
} as const;

export const productPath = (id: number | string): string => `${SHOP_PATHS.shop}/${id}`;
export const userPath = (id: number | string): string => `${SHOP_PATHS.users}/${id}`;
