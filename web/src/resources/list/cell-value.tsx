import { Badge, ColorSwatch, HStack, Link, Tag, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldDecl } from '@cmms/contracts';
import { declaredOption, optionLabelKey } from '../enum-option';
import { refsOf } from '../named-refs';
import { displayDate, isDateValue } from '../../lib/display-date';
import { formatDuration } from '../../lib/duration';

const Empty = () => <Text color="fg.subtle">—</Text>;

/**
 * A stored value in its own direction: a Latin name ("Pump 4 (B).") inside an Arabic screen keeps its
 * brackets and full stop where they belong, and the screen's text around it does not move.
 */
const isolated = (text: string) => <bdi>{text}</bdi>;

const nameOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'name' in value ? String((value as { name: unknown }).name) : null;

/** One list cell, rendered by field kind (counts have no field). */
export function CellValue({
  resource,
  fieldKey,
  field,
  value,
}: {
  resource: string;
  fieldKey: string;
  field: FieldDecl | null;
  value: unknown;
}) {
  const { t } = useTranslation();
  if (field === null) {
    // Timestamps (`created_at`) arrive as `{datetime, formatted}`; counts as numbers.
    if (isDateValue(value)) return <Text whiteSpace="nowrap">{displayDate(value)}</Text>;
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
      const name = nameOf(value);
      return name === null ? <Empty /> : <Text>{isolated(name)}</Text>;
    }
    case 'date':
    case 'datetime':
      return (
        <Text whiteSpace="nowrap" dir="ltr" textAlign="start">
          {displayDate(value)}
        </Text>
      );
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
        return <Text>{Number.isFinite(count) ? t('common.months', { count }) : String(value)}</Text>;
      }
      if (field.duration && typeof value === 'number')
        return <Text whiteSpace="nowrap">{formatDuration(field.duration === 'hours' ? value * 60 : value, t)}</Text>;
      return <Text fontVariantNumeric="tabular-nums">{String(value)}</Text>;
    }
    case 'url':
      // Only web addresses become links: a stored `javascript:` value stays inert text.
      if (!/^https?:\/\//i.test(String(value))) return <Text dir="ltr">{String(value)}</Text>;
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
        <Text dir="ltr" whiteSpace="nowrap" textAlign="start">
          {String(value)}
        </Text>
      );
    default:
      return (
        <Text lineClamp={2} maxW="xs">
          {isolated(String(value))}
        </Text>
      );
  }
}
