import type { Product } from '@cmms/contracts/template-shop/schemas';

export interface ProductsAnswer {
  products: Product[];
  total: number;
  userWishlist: { productId: number }[];
  userCart: { productId: number; qty: number }[];
}

/** The lists the shop's cart and wishlist calls change. */
export const SHOP_REFRESH = ['apps.ecommerce.'] as const;
