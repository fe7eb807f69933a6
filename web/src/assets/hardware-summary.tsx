import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Badge, HStack, Link as ChakraLink, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResource, type Row } from '@cmms/contracts';
import { resourcePath } from '../resources/resource-path';
import { money } from '../reports/report-configs';
import { formattedDate, holderName, holderType, holderTypeKey } from './holder-name';
import { vocabularyName } from '../lib/vocabulary-name';

/** Where an assignee's own screen is: users, locations and assets each have theirs. */
const HOLDER_RESOURCE: Record<string, string> = { user: 'users', location: 'locations', asset: 'hardware' };

/** Who or what holds an asset, in a list cell: plain elements and the table's `t` (a page has 100). */
export function assetHolderCell(asset: Row, t: TFunction): ReactNode {
  if (!asset.assigned_to) return <span className="cell-empty">—</span>;
  const type = holderType(asset.assigned_to);
  return (
    <span className="cell-nowrap" data-testid="row-holder">
      {holderName(asset.assigned_to)}
      {type ? <span className="cell-muted"> ({t(holderTypeKey(type))})</span> : null}
    </span>
  );
}

/** Above an asset's fields: its state, who or what holds it (linked), when it is due back, its book value. */
export function HardwareSummary({ asset }: { asset: Row }) {
  const { t, i18n } = useTranslation();
  const holder = asset.assigned_to as { id?: number } | null | undefined;
  const type = holderType(holder);
  const target = type ? findResource(HOLDER_RESOURCE[type] ?? '') : undefined;
  const status = asset.status_label as { name?: string; status_meta?: string } | null | undefined;
  return (
    <Wrap gap="6" align="center" mb="6" p="4" borderRadius="lg" bg="bg.subtle" data-testid="asset-summary">
      {status?.name && (
        <Badge size="lg" variant="subtle" colorPalette={holder ? 'purple' : 'green'} data-testid="asset-status">
          {vocabularyName(t, 'statuslabels', status)}
        </Badge>
      )}
      <HStack gap="2">
        <Text color="fg.muted">{t('assets.checkedOutTo')}:</Text>
        {holder && typeof holder.id === 'number' && target ? (
          <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
            <Link to={resourcePath(target, holder.id)} data-testid="asset-holder">
              {holderName(holder)}
              {type ? ` (${t(holderTypeKey(type))})` : ''}
            </Link>
          </ChakraLink>
        ) : (
          <Text data-testid="asset-holder">{holder ? holderName(holder) : '—'}</Text>
        )}
      </HStack>
      {Boolean(asset.expected_checkin) && (
        <HStack gap="2">
          <Text color="fg.muted">{t('assets.expectedCheckin')}:</Text>
          <Text>{formattedDate(asset.expected_checkin)}</Text>
        </HStack>
      )}
      {asset.book_value !== null && asset.book_value !== undefined && (
        <HStack gap="2">
          <Text color="fg.muted">{t('reports.bookValue')}:</Text>
          <Text fontWeight="semibold">{money(asset.book_value, null, i18n.language)}</Text>
        </HStack>
      )}
    </Wrap>
  );
}
