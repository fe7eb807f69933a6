import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  ButtonGroup,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LuChevronLeft, LuChevronRight, LuLayoutGrid, LuList, LuSearch, LuShoppingCart } from 'react-icons/lu';
import { PageHeader } from '../../../layout/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useShopQuery } from '../shop-data';
import { SHOP_PATHS } from '../paths';
import { ProductCard } from './product-card';
import { useShopActions } from './use-shop-actions';

const PER_PAGE = 9;
const SORTS = ['featured', 'price-asc', 'price-desc'] as const;

/**
 * The template's shop (§9) on the firm's spare parts: search, sort by price and paging are the server's;
 * the category and free-shipping filters narrow the page on show (the stock sidebar sends nothing).
 */
export function ShopPage() {
  const { t } = useTranslation('template-shop');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const [sortBy, setSortBy] = useState<(typeof SORTS)[number]>('featured');
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [category, setCategory] = useState('');
  const [freeShipping, setFreeShipping] = useState(false);
  useEffect(() => setPage(1), [q, sortBy]);
  const { data } = useShopQuery('apps.ecommerce.products', { q, sortBy, perPage: PER_PAGE, page });
  const actions = useShopActions();
  const categories = useMemo(
    () => [...new Set((data?.products ?? []).map((p) => p.category))].sort(),
    [data?.products],
  );
  const shown = (data?.products ?? []).filter(
    (p) => (!category || p.category === category) && (!freeShipping || p.hasFreeShipping),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PER_PAGE));
  const cartCount = data?.userCart.length ?? 0;

  return (
    <>
      <PageHeader
        title={t('shop.title')}
        subtitle={t('shop.subtitle')}
        crumbs={[{ label: t('common.dashboard'), to: '/' }, { label: t('common.apps') }, { label: t('shop.title') }]}
        actions={
          <Button asChild variant="outline" data-testid="shop-cart-link">
            <Link to={SHOP_PATHS.cart}>
              <LuShoppingCart />
              {t('cart.count', { count: cartCount })}
            </Link>
          </Button>
        }
      />
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center" bg="bg.panel" borderWidth="1px" borderRadius="xl" p="3">
          <InputGroup flex="1" minW="48" startElement={<LuSearch />}>
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('shop.search')}
              aria-label={t('shop.search')}
              data-testid="shop-search"
            />
          </InputGroup>
          <NativeSelect.Root width="auto" size="sm">
            <NativeSelect.Field
              aria-label={t('shop.sortBy')}
              value={sortBy}
              onChange={(e) => setSortBy(e.target.value as (typeof SORTS)[number])}
              data-testid="shop-sort"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`shop.sorts.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root width="auto" size="sm">
            <NativeSelect.Field
              aria-label={t('shop.category')}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              data-testid="shop-category"
            >
              <option value="">{t('shop.allCategories')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Checkbox.Root
            checked={freeShipping}
            onCheckedChange={({ checked }) => setFreeShipping(checked === true)}
            colorPalette="teal"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('shop.freeShipping')}</Checkbox.Label>
          </Checkbox.Root>
          <ButtonGroup size="sm" variant="outline" attached>
            <IconButton
              aria-label={t('shop.grid')}
              aria-pressed={layout === 'grid'}
              variant={layout === 'grid' ? 'subtle' : 'outline'}
              onClick={() => setLayout('grid')}
            >
              <LuLayoutGrid />
            </IconButton>
            <IconButton
              aria-label={t('shop.list')}
              aria-pressed={layout === 'list'}
              variant={layout === 'list' ? 'subtle' : 'outline'}
              onClick={() => setLayout('list')}
              data-testid="shop-layout-list"
            >
              <LuList />
            </IconButton>
          </ButtonGroup>
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="shop-total">
          {t('shop.results', { count: data?.total ?? 0 })}
        </Text>
        {!data ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h="72" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : shown.length === 0 ? (
          <Box py="12" textAlign="center" color="fg.muted" data-testid="shop-empty">
            {t('shop.empty')}
          </Box>
        ) : (
          <SimpleGrid columns={layout === 'grid' ? { base: 1, md: 2, xl: 3 } : 1} gap="4" data-testid="shop-products">
            {shown.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                layout={layout}
                busy={actions.busy}
                onCart={() => void actions.addToCart(product)}
                onWishlist={() => void actions.toggleWishlist(product)}
              />
            ))}
          </SimpleGrid>
        )}
        <HStack justify="center" gap="3">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('shop.previous')}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            <LuChevronLeft className="rtl-mirror" />
          </IconButton>
          <Text fontSize="sm" data-testid="shop-page">
            {t('shop.page', { page, pages })}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('shop.next')}
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            data-testid="shop-next"
          >
            <LuChevronRight className="rtl-mirror" />
          </IconButton>
        </HStack>
      </Stack>
    </>
  );
}
