import { Button, ButtonGroup, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft, LuChevronsRight } from 'react-icons/lu';
import { pageCount, pageIndexForOffset, visibleRange } from '@cmms/contracts';
import { pageSizes } from './list-state';

/** Up to five page numbers around the current one. */
function pageWindow(current: number, count: number): number[] {
  const start = Math.max(0, Math.min(current - 2, count - 5));
  return Array.from({ length: Math.min(5, count) }, (_, i) => start + i);
}

export function ListPagination({
  offset,
  limit,
  rowCount,
  total,
  onPage,
  onLimit,
}: {
  offset: number;
  limit: number;
  rowCount: number;
  total: number;
  onPage: (pageIndex: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  const current = pageIndexForOffset(offset, limit);
  const range = visibleRange(offset, rowCount, total);
  const isFirst = current <= 0;
  const isLast = current >= pages - 1;
  return (
    <Flex px="4" py="3" borderTopWidth="1px" align="center" justify="space-between" gap="3" wrap="wrap">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="list-footer">
          {t('list.showing', range)}
        </Text>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={t('list.rowsPerPage')}
            value={String(limit)}
            onChange={(e) => onLimit(Number(e.target.value))}
            data-testid="page-size"
          >
            {pageSizes(limit).map((size) => (
              <option key={size} value={size}>
                {t('list.perPage', { count: size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <ButtonGroup
        size="xs"
        variant="ghost"
        attached={false}
        gap="1"
        aria-label={t('list.pagination')}
        className="rtl-mirror-children"
      >
        <IconButton
          aria-label={t('list.firstPage')}
          disabled={isFirst}
          onClick={() => onPage(0)}
          data-testid="page-first"
        >
          <LuChevronsLeft />
        </IconButton>
        <IconButton
          aria-label={t('list.previousPage')}
          disabled={isFirst}
          onClick={() => onPage(current - 1)}
          data-testid="page-prev"
        >
          <LuChevronLeft />
        </IconButton>
        {pageWindow(current, pages).map((index) => (
          <Button
            key={index}
            variant={index === current ? 'solid' : 'ghost'}
            colorPalette={index === current ? 'teal' : 'gray'}
            aria-current={index === current ? 'page' : undefined}
            onClick={() => onPage(index)}
            data-testid={`page-${index + 1}`}
            minW="8"
          >
            {index + 1}
          </Button>
        ))}
        <IconButton
          aria-label={t('list.nextPage')}
          disabled={isLast}
          onClick={() => onPage(current + 1)}
          data-testid="page-next"
        >
          <LuChevronRight />
        </IconButton>
        <IconButton
          aria-label={t('list.lastPage')}
          disabled={isLast}
          onClick={() => onPage(pages - 1)}
          data-testid="page-last"
        >
          <LuChevronsRight />
        </IconButton>
      </ButtonGroup>
    </Flex>
  );
}
