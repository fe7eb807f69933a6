/** The lists the shop's cart and wishlist calls change. */
export const SHOP_REFRESH = ['apps.ecommerce.'] as const;
