import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Previous / next over a list the server pages, with where the reader is ("21–40 of 95"). */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation('logbooks');
  if (total <= limit && offset === 0) return null;
  return (
    <Flex justify="space-between" align="center" gap="3" mt="3" data-testid="pager">
      <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('history.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('history.range', { from: offset + 1, to: Math.min(offset + limit, total), total })}
      </Text>
      <Button size="sm" variant="outline" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
        {t('history.next')}
      </Button>
    </Flex>
  );
}

/** The page's offset kept in the address (`?offset=`), so a reload or a back stays on the same page. */
export const offsetOf = (params: URLSearchParams) => Math.max(0, Number(params.get('offset')) || 0);
