import type { Product } from '@cmms/contracts/template-shop/schemas';
import { useShopMutation } from '../shop-data';
import { SHOP_REFRESH } from './shop-api';

/** Cart and wishlist calls, then the shop's lists read again. */
export function useShopActions() {
  const { call, loading } = useShopMutation(SHOP_REFRESH);
  const toggleWishlist = (product: Pick<Product, 'id' | 'isInWishlist'>) =>
    product.isInWishlist
      ? call('apps.ecommerce.wishlist-remove', { method: 'DELETE' }, { productId: product.id })
      : call('apps.ecommerce.wishlist-add', { method: 'POST', body: { productId: product.id } });
  const addToCart = (product: Pick<Product, 'id'>) =>
    call('apps.ecommerce.cart-add', { method: 'POST', body: { productId: product.id } });
  const removeFromCart = (product: Pick<Product, 'id'>) =>
    call('apps.ecommerce.cart-remove', { method: 'DELETE' }, { productId: product.id });
  return { toggleWishlist, addToCart, removeFromCart, busy: loading };
}
