import { useState } from 'react';
import { Box, Button, Flex, HStack, IconButton, NumberInput, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LuTrash2 } from 'react-icons/lu';
import { PageHeader } from '../../../layout/page-header';
import { filsText, toFils, useBhd } from '../money';
import { productPath, SHOP_PATHS } from '../paths';
import { useShopQuery } from '../shop-data';
import { ProductImage } from './product-image';
import { useShopActions } from './use-shop-actions';

const MAX_QTY = 99;

/**
 * The caller's cart. The server keeps the lines (quantity 1 each); quantities change here only, as in
 * the template (§9), and the totals follow them in fils, so no float sits in a sum.
 */
export function CartPage() {
  const { t } = useTranslation('template-shop');
  const money = useBhd();
  const { data } = useShopQuery('apps.ecommerce.cart');
  const actions = useShopActions();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const lines = (data?.products ?? []).map((p) => ({ product: p, qty: quantities[p.id] ?? p.qty }));
  const subtotal = lines.reduce((sum, line) => sum + toFils(line.product.price) * line.qty, 0);
  const discount = lines.reduce(
    (sum, line) => sum + Math.round((toFils(line.product.price) * line.qty * line.product.discountPercentage) / 100),
    0,
  );
  const total = subtotal - discount;

  return (
    <>
      <PageHeader
        title={t('cart.title')}
        crumbs={[
          { label: t('common.dashboard'), to: '/' },
          { label: t('shop.title'), to: SHOP_PATHS.shop },
          { label: t('cart.title') },
        ]}
      />
      {data && lines.length === 0 ? (
        <Box py="12" textAlign="center" color="fg.muted" data-testid="cart-empty">
          {t('cart.empty')}
        </Box>
      ) : (
        <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
          <Stack flex="1" gap="3" w="full" data-testid="cart">
            {lines.map(({ product, qty }) => (
              <Flex
                key={product.id}
                gap="4"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="xl"
                p="4"
                direction={{ base: 'column', sm: 'row' }}
                data-testid={`cart-line-${product.id}`}
              >
                <Box bg="bg.muted" borderRadius="lg" w={{ base: 'full', sm: '28' }} h="24" flexShrink={0}>
                  <ProductImage image={product.image} category={product.category} size="10" />
                </Box>
                <Stack flex="1" gap="1">
                  <Link to={productPath(product.id)}>
                    <Text fontWeight="semibold">{product.name}</Text>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {product.brand}
                  </Text>
                  {product.discountPercentage > 0 && (
                    <Text fontSize="sm" color="green.fg">
                      {t('cart.discount', { percent: product.discountPercentage })}
                    </Text>
                  )}
                  <HStack gap="2" pt="1">
                    <Text fontSize="sm">{t('cart.quantity')}</Text>
                    <NumberInput.Root
                      size="sm"
                      w="24"
                      min={1}
                      max={MAX_QTY}
                      value={String(qty)}
                      onValueChange={({ valueAsNumber }) =>
                        setQuantities((q) => ({
                          ...q,
                          [product.id]: Number.isFinite(valueAsNumber)
                            ? Math.min(MAX_QTY, Math.max(1, Math.round(valueAsNumber)))
                            : 1,
                        }))
                      }
                    >
                      <NumberInput.Control />
                      <NumberInput.Input
                        aria-label={t('cart.quantityOf', { name: product.name })}
                        data-testid={`cart-qty-${product.id}`}
                      />
                    </NumberInput.Root>
                  </HStack>
                </Stack>
                <Stack align={{ base: 'flex-start', sm: 'flex-end' }} gap="2">
                  <Text fontWeight="bold" data-testid={`cart-line-total-${product.id}`}>
                    {money(filsText(toFils(product.price) * qty))}
                  </Text>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('cart.remove', { name: product.name })}
                    disabled={actions.busy}
                    onClick={() => void actions.removeFromCart(product)}
                    data-testid={`cart-remove-${product.id}`}
                  >
                    <LuTrash2 />
                  </IconButton>
                </Stack>
              </Flex>
            ))}
          </Stack>
          <Stack
            w={{ base: 'full', lg: '80' }}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="xl"
            p="4"
            gap="2"
            data-testid="cart-summary"
          >
            <Text fontWeight="semibold">{t('cart.summary')}</Text>
            <HStack justify="space-between">
              <Text>{t('cart.subtotal')}</Text>
              <Text data-testid="cart-subtotal">{money(filsText(subtotal))}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text>{t('cart.discounts')}</Text>
              <Text color="green.fg">−{money(filsText(discount))}</Text>
            </HStack>
            <Separator />
            <HStack justify="space-between" fontWeight="bold">
              <Text>{t('cart.total')}</Text>
              <Text data-testid="cart-total">{money(filsText(total))}</Text>
            </HStack>
            <Button asChild variant="outline" mt="2">
              <Link to={SHOP_PATHS.shop}>{t('cart.continue')}</Link>
            </Button>
          </Stack>
        </Flex>
      )}
    </>
  );
}
