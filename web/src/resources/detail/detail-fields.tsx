import { Badge, DataList, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { CellValue } from '../list/cell-value';
import { FieldGrid } from './field-grid';
import { rowKeyOf } from '../form/form-values';
import { displayDate } from '../../lib/display-date';
import { ShownDate } from '../../lib/shown-date';
import { fieldLabelKey } from '../resource-keys';

/** The declared fields of one row, read-only, each shown the way its list cell shows it. */
export function DetailFields({ resource, row }: { resource: ResourceDecl; row: Row }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(fieldLabelKey(resource.name, key));
  /**
   * An id field whose row also names what it points at (an asset's `agreement_id` beside `agreement`):
   * the page shows that name, under the named field's label, not a raw id.
   */
  const named = (key: string): { label: string; name: string | null } | null => {
    // Kept a string: i18n.exists narrows its argument to a selector key, which t() then refuses.
    const labelKey: string = fieldLabelKey(resource.name, key.slice(0, -3));
    if (!key.endsWith('_id') || !i18n.exists(labelKey)) return null;
    const ref = row[key.slice(0, -3)] as { name?: unknown } | null | undefined;
    const name = ref && typeof ref === 'object' && typeof ref.name === 'string' ? ref.name : null;
    // An id whose record the row does not name stays a number.
    if (name === null && row[key] != null) return null;
    return { label: t(fieldLabelKey(resource.name, key.slice(0, -3))), name };
  };
  const fields = Object.entries(resource.fields).filter(([, f]) => f.kind !== 'password');
  const plain = fields.filter(([, f]) => f.kind !== 'permissions' && f.kind !== 'textarea');
  const long = fields.filter(([, f]) => f.kind === 'textarea');
  const permissions = fields.filter(([, f]) => f.kind === 'permissions');
  const created = displayDate(row.created_at);
  const updated = displayDate(row.updated_at);
  return (
    <Stack gap="6" data-testid="detail-fields">
      <FieldGrid>
        {plain.map(([key, field]) => {
          const name = field.kind === 'integer' ? named(key) : null;
          return (
            <DataList.Item key={key} data-testid={`detail-${key}`}>
              <DataList.ItemLabel minW="40">{name ? name.label : label(key)}</DataList.ItemLabel>
              <DataList.ItemValue className="detail-value">
                {name ? (
                  <CellValue resource={resource.name} fieldKey={key} field={null} value={name.name} />
                ) : (
                  <CellValue resource={resource.name} fieldKey={key} field={field} value={row[rowKeyOf(key, field)]} />
                )}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
        {Object.keys(resource.counts ?? {}).map((key) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW="40">{label(key)}</DataList.ItemLabel>
            <DataList.ItemValue>
              <CellValue resource={resource.name} fieldKey={key} field={null} value={row[key]} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        {created && (
          <DataList.Item>
            <DataList.ItemLabel minW="40">{t('detail.createdAt')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="detail-created-at">
              <ShownDate value={row.created_at} />
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {updated && (
          <DataList.Item>
            <DataList.ItemLabel minW="40">{t('detail.updatedAt')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ShownDate value={row.updated_at} />
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </FieldGrid>
      {long.map(([key]) => (
        <Stack key={key} gap="1">
          <Text fontSize="sm" color="fg.muted">
            {label(key)}
          </Text>
          {/* Typed text keeps its own direction: an English note's full stop stays at its end in Arabic. */}
          <Text whiteSpace="pre-wrap" data-testid={`detail-text-${key}`}>
            <bdi>{row[key] ? String(row[key]) : '—'}</bdi>
          </Text>
        </Stack>
      ))}
      {permissions.map(([key]) => (
        <PermissionSummary key={key} title={label(key)} value={row[key]} />
      ))}
    </Stack>
  );
}

/** Granted and denied keys of a stored permission map; everything else inherits. */
function PermissionSummary({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation();
  const map = typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  const granted = Object.keys(map).filter((k) => map[k] === '1');
  const denied = Object.keys(map).filter((k) => map[k] === '-1');
  return (
    <Stack gap="2" data-testid="permission-summary">
      <Text fontSize="sm" color="fg.muted">
        {title}
      </Text>
      {granted.length === 0 && denied.length === 0 && <Text color="fg.subtle">{t('permissions.allInherit')}</Text>}
      <Wrap gap="1.5">
        {granted.map((key) => (
          <Badge key={key} colorPalette="green" variant="subtle" fontFamily="mono" dir="ltr">
            {key}
          </Badge>
        ))}
        {denied.map((key) => (
          <Badge key={key} colorPalette="red" variant="subtle" fontFamily="mono" dir="ltr">
            ✕ {key}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}
