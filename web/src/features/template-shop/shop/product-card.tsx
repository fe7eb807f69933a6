import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@cmms/contracts/template-shop/schemas';
import { LuHeart, LuShoppingCart, LuStar, LuTruck } from 'react-icons/lu';
import { ProductImage } from './product-image';
import { useBhd } from '../money';
import { productPath, SHOP_PATHS } from '../paths';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('template-shop');
  return (
    <HStack gap="0.5" color="orange.400" aria-label={t('shop.rating', { rating })} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <Box key={n} as="span" opacity={n <= rating ? 1 : 0.25}>
          <LuStar fill={n <= rating ? 'currentColor' : 'none'} />
        </Box>
      ))}
    </HStack>
  );
}

/** A product of the shop as a grid card or a list row, with its cart and wishlist buttons. */
export function ProductCard({
  product,
  layout,
  busy,
  onCart,
  onWishlist,
}: {
  product: Product;
  layout: 'grid' | 'list';
  busy: boolean;
  onCart: () => void;
  onWishlist: () => void;
}) {
  const { t } = useTranslation('template-shop');
  const money = useBhd();
  return (
    <Flex
      direction={layout === 'grid' ? 'column' : { base: 'column', md: 'row' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="xs"
      data-testid={`product-${product.id}`}
    >
      <Box
        bg="bg.muted"
        flexShrink={0}
        w={layout === 'list' ? { base: 'full', md: '48' } : 'full'}
        h={{ base: '28', md: '40' }}
      >
        <ProductImage image={product.image} category={product.category} />
      </Box>
      <Stack p="4" gap="2" flex="1">
        <HStack justify="space-between">
          <Stars rating={product.rating} />
          <Text fontWeight="bold" data-testid={`product-price-${product.id}`}>
            {money(product.priceText)}
          </Text>
        </HStack>
        <Link to={productPath(product.id)}>
          <Text fontWeight="semibold" _hover={{ textDecoration: 'underline' }} lineClamp={2}>
            {product.name}
          </Text>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {product.brand} · {product.category}
        </Text>
        {layout === 'list' && (
          <Text fontSize="sm" lineClamp={2}>
            {product.description}
          </Text>
        )}
        {product.hasFreeShipping && (
          <Badge alignSelf="flex-start" variant="subtle" colorPalette="green">
            <LuTruck />
            {t('shop.freeShipping')}
          </Badge>
        )}
      </Stack>
      <HStack p="4" pt="0" gap="2" alignSelf={layout === 'list' ? { md: 'flex-end' } : undefined}>
        <IconButton
          variant={product.isInWishlist ? 'subtle' : 'outline'}
          colorPalette={product.isInWishlist ? 'red' : 'gray'}
          aria-label={product.isInWishlist ? t('shop.removeFromWishlist') : t('shop.addToWishlist')}
          aria-pressed={product.isInWishlist}
          disabled={busy}
          onClick={onWishlist}
          data-testid={`product-wishlist-${product.id}`}
        >
          <LuHeart fill={product.isInWishlist ? 'currentColor' : 'none'} />
        </IconButton>
        {product.isInCart ? (
          <Button asChild flex="1" variant="subtle" colorPalette="teal" data-testid={`product-in-cart-${product.id}`}>
            <Link to={SHOP_PATHS.cart}>
              <LuShoppingCart />
              {t('shop.viewInCart')}
            </Link>
          </Button>
        ) : (
          <Button
            flex="1"
            colorPalette="teal"
            disabled={busy}
            onClick={onCart}
            data-testid={`product-cart-${product.id}`}
          >
            <LuShoppingCart />
            {t('shop.addToCart')}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
