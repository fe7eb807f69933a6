import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../layout/page-header';
import { SHOP_PATHS } from '../paths';
import { useShopQuery } from '../shop-data';
import { ProductCard } from './product-card';
import { useShopActions } from './use-shop-actions';

/** The caller's wishlist: each part with its cart button; the heart takes it off. */
export function WishlistPage() {
  const { t } = useTranslation('template-shop');
  const { data } = useShopQuery('apps.ecommerce.wishlist');
  const actions = useShopActions();
  const products = (data?.products ?? []).map((p) => ({ ...p, isInWishlist: true }));
  return (
    <>
      <PageHeader
        title={t('wishlist.title')}
        crumbs={[
          { label: t('common.dashboard'), to: '/' },
          { label: t('shop.title'), to: SHOP_PATHS.shop },
          { label: t('wishlist.title') },
        ]}
      />
      {data && products.length === 0 ? (
        <Box py="12" textAlign="center" color="fg.muted" data-testid="wishlist-empty">
          {t('wishlist.empty')}
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="wishlist">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              layout="grid"
              busy={actions.busy}
              onCart={() => void actions.addToCart(product)}
              onWishlist={() => void actions.toggleWishlist(product)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
