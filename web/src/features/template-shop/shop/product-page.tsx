import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LuHeart, LuShoppingCart, LuTruck } from 'react-icons/lu';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { useBhd } from '../money';
import { SHOP_PATHS } from '../paths';
import { useShopQuery } from '../shop-data';
import { Stars } from './product-card';
import { ProductImage } from './product-image';
import { useShopActions } from './use-shop-actions';

/** One spare part: price in BHD, add to cart, wishlist. */
export function ProductPage() {
  const { t } = useTranslation('template-shop');
  const { id = '' } = useParams();
  const money = useBhd();
  const { data, error, mutate } = useShopQuery('apps.ecommerce.product', {}, { id });
  const actions = useShopActions();
  const product = data?.product;
  const crumbs = [
    { label: t('common.dashboard'), to: '/' },
    { label: t('shop.title'), to: SHOP_PATHS.shop },
    { label: product?.name ?? '…' },
  ];
  if (error && !product)
    return (
      <>
        <PageHeader title={t('shop.title')} crumbs={crumbs} />
        <LoadFailed title={t('shop.notFound')} error={error} retry={() => void mutate()} testId="product-failed" />
      </>
    );
  return (
    <>
      <PageHeader title={product?.name ?? '…'} crumbs={crumbs} />
      {product && (
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          p="6"
          data-testid="product-detail"
        >
          <Box bg="bg.muted" borderRadius="lg" w={{ base: 'full', md: '80' }} h="64" flexShrink={0}>
            <ProductImage image={product.image} category={product.category} size="24" />
          </Box>
          <Stack gap="3" flex="1">
            <Text fontSize="sm" color="fg.muted">
              {product.brand} · {product.category}
            </Text>
            <HStack gap="4">
              <Text fontSize="2xl" fontWeight="bold" data-testid="product-price">
                {money(product.priceText)}
              </Text>
              <Stars rating={product.rating} />
            </HStack>
            {product.hasFreeShipping && (
              <Badge alignSelf="flex-start" colorPalette="green" variant="subtle">
                <LuTruck />
                {t('shop.freeShipping')}
              </Badge>
            )}
            <Text>{product.description}</Text>
            <HStack gap="3" pt="2" wrap="wrap">
              {product.isInCart ? (
                <Button asChild colorPalette="teal" variant="subtle" data-testid="product-in-cart">
                  <Link to={SHOP_PATHS.cart}>
                    <LuShoppingCart />
                    {t('shop.viewInCart')}
                  </Link>
                </Button>
              ) : (
                <Button
                  colorPalette="teal"
                  disabled={actions.busy}
                  onClick={() => void actions.addToCart(product)}
                  data-testid="product-add-to-cart"
                >
                  <LuShoppingCart />
                  {t('shop.addToCart')}
                </Button>
              )}
              <Button
                variant="outline"
                colorPalette={product.isInWishlist ? 'red' : 'gray'}
                aria-pressed={product.isInWishlist}
                disabled={actions.busy}
                onClick={() => void actions.toggleWishlist(product)}
                data-testid="product-wishlist"
              >
                <LuHeart fill={product.isInWishlist ? 'currentColor' : 'none'} />
                {product.isInWishlist ? t('shop.removeFromWishlist') : t('shop.addToWishlist')}
              </Button>
            </HStack>
          </Stack>
        </Flex>
      )}
    </>
  );
}
