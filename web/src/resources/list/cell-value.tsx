import type { ReactNode } from 'react';
import { ColorSwatch, HStack, Link, Tag, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldDecl } from '@cmms/contracts';
import { isMoneyColumn } from '@cmms/contracts/kit/csv';
import { declaredOption, optionLabelKey } from '../enum-option';
import { refsOf } from '../named-refs';
import { displayDate, isDateValue } from '../../lib/display-date';
import { formatDuration } from '../../lib/duration';
import { formatCurrency } from '../../lib/money-format';
import { vocabularyName } from '../../lib/vocabulary-name';
import { paletteDeclarations, sharedClass } from '../../lib/shared-class';
import './cell-value.css';

const Empty = () => <span className="cell-empty">—</span>;

/** Chakra's Badge (size sm, subtle or outline) as one plain element. */
function Badge({
  colorPalette,
  variant,
  children,
}: {
  colorPalette: string;
  variant: 'subtle' | 'outline';
  children: ReactNode;
}) {
  const palette = sharedClass(
    'cell-badge',
    paletteDeclarations(colorPalette, { fg: '--cell-badge-fg', bg: '--cell-badge-bg', border: '--cell-badge-border' }),
  );
  return (
    <span className={`cell-badge ${palette}`} data-variant={variant}>
      {children}
    </span>
  );
}

/**
 * A stored value in its own direction: a Latin name ("Pump 4 (B).") inside an Arabic screen keeps its
 * brackets and full stop where they belong, and the screen's text around it does not move.
 */
const isolated = (text: string) => <bdi>{text}</bdi>;

/**
 * An amount as money reads everywhere in the console ("BHD 4,978.730"): a contract's value and an
 * asset's purchase cost alike, whatever decimals the API sends ("4978.73"). Other text stays as sent.
 */
function moneyCell(value: unknown): ReactNode {
  const amount = String(value).replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return isolated(String(value));
  return <span className="cell-number cell-nowrap">{formatCurrency(amount)}</span>;
}

/** A date in one line, left to right: in Arabic the time would otherwise stand before the day. */
const dateCell = (value: unknown) => (
  <span className="cell-nowrap" dir="ltr">
    {displayDate(value)}
  </span>
);

const refOf = (value: unknown): { name: unknown } | null =>
  typeof value === 'object' && value !== null && 'name' in value ? (value as { name: unknown }) : null;

interface CellProps {
  resource: string;
  fieldKey: string;
  field: FieldDecl | null;
  value: unknown;
}

/** One list cell, rendered by field kind (counts have no field). */
export function CellValue(props: CellProps) {
  const { t } = useTranslation();
  return cellValue(props, t);
}

/**
 * The cell itself, for a table that renders many: it takes the table's `t` rather than each cell
 * subscribing to the language on its own.
 */
export function cellValue({ resource, fieldKey, field, value }: CellProps, t: TFunction): ReactNode {
  if (field === null) {
    // Timestamps (`created_at`) arrive as `{datetime, formatted}`; counts as numbers.
    if (isDateValue(value)) return dateCell(value);
    // A finance count the caller may not read arrives as null: nothing to show, not a zero.
    if (value === null) return '—';
    return (
      <Badge variant="subtle" colorPalette={Number(value) > 0 ? 'teal' : 'gray'}>
        {String(value ?? 0)}
      </Badge>
    );
  }
  if (field.kind === 'boolean') {
    // Some rows carry booleans as "1"/"0" (login attempts' `successful`).
    const on = value === true || value === 1 || value === '1' || value === 'true';
    return (
      <Badge variant="subtle" colorPalette={on ? 'green' : 'gray'}>
        {on ? t('common.yes') : t('common.no')}
      </Badge>
    );
  }
  if (value === null || value === undefined || value === '') return <Empty />;
  if (isMoneyColumn(fieldKey, field)) return moneyCell(value);
  switch (field.kind) {
    case 'multi-reference': {
      const refs = refsOf(value);
      if (refs.length === 0) return <Empty />;
      const shown = refs.slice(0, 3);
      return (
        <Wrap gap="1" maxW="xs">
          {shown.map((ref) => (
            <Tag.Root key={ref.id} size="sm" variant="subtle" colorPalette="teal">
              <Tag.Label>{ref.name}</Tag.Label>
            </Tag.Root>
          ))}
          {refs.length > shown.length && (
            <Tag.Root size="sm" variant="outline">
              <Tag.Label>+{refs.length - shown.length}</Tag.Label>
            </Tag.Root>
          )}
        </Wrap>
      );
    }
    case 'permissions': {
      const granted = Object.values(value as Record<string, unknown>).filter((v) => v === '1').length;
      return (
        <Badge variant="subtle" colorPalette={granted > 0 ? 'green' : 'gray'}>
          {t('permissions.grantedShort', { count: granted })}
        </Badge>
      );
    }
    case 'reference': {
      const ref = refOf(value);
      return ref === null ? <Empty /> : isolated(vocabularyName(t, field.ref, ref));
    }
    case 'date':
    case 'datetime':
      return dateCell(value);
    case 'color':
      return (
        <HStack gap="2">
          <ColorSwatch value={String(value)} boxSize="4" borderRadius="sm" />
          <Text fontFamily="mono" fontSize="xs" dir="ltr">
            {String(value)}
          </Text>
        </HStack>
      );
    case 'enum': {
      const option = declaredOption(field, value);
      return (
        <Badge variant="outline" colorPalette="teal">
          {option ? t(optionLabelKey(resource, fieldKey, option)) : String(value)}
        </Badge>
      );
    }
    case 'integer':
    case 'number': {
      // 'months' fields arrive as "36 months" (server English); show the count in the user's language.
      if (field.display === 'months') {
        const count = Number.parseInt(String(value), 10);
        return <span>{Number.isFinite(count) ? t('common.months', { count }) : String(value)}</span>;
      }
      if (field.duration && typeof value === 'number')
        return (
          <span className="cell-nowrap">{formatDuration(field.duration === 'hours' ? value * 60 : value, t)}</span>
        );
      return <span className="cell-number">{String(value)}</span>;
    }
    case 'url':
      // Only web addresses become links: a stored `javascript:` value stays inert text.
      if (!/^https?:\/\//i.test(String(value))) return <span dir="ltr">{String(value)}</span>;
      return (
        <Link href={String(value)} target="_blank" rel="noopener noreferrer" colorPalette="teal" dir="ltr">
          {String(value).replace(/^https?:\/\//, '')}
        </Link>
      );
    case 'email':
      return (
        <Link href={`mailto:${String(value)}`} colorPalette="teal" dir="ltr">
          {String(value)}
        </Link>
      );
    case 'phone':
      return (
        <span className="cell-nowrap" dir="ltr">
          {String(value)}
        </span>
      );
    default:
      return <div className="cell-text">{isolated(String(value))}</div>;
  }
}
