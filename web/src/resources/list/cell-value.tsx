import { Badge, ColorSwatch, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldDecl } from '@cmms/contracts';
import { declaredOption, optionLabelKey } from '../enum-option';

const Empty = () => <Text color="fg.subtle">—</Text>;

const nameOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'name' in value ? String((value as { name: unknown }).name) : null;

const formattedOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'formatted' in value
    ? String((value as { formatted: unknown }).formatted)
    : null;

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
    return (
      <Badge variant="subtle" colorPalette={Number(value) > 0 ? 'teal' : 'gray'}>
        {String(value ?? 0)}
      </Badge>
    );
  }
  if (field.kind === 'boolean') {
    return (
      <Badge variant="subtle" colorPalette={value ? 'green' : 'gray'}>
        {value ? t('common.yes') : t('common.no')}
      </Badge>
    );
  }
  if (value === null || value === undefined || value === '') return <Empty />;
  switch (field.kind) {
    case 'reference':
      return <Text>{nameOf(value) ?? <Empty />}</Text>;
    case 'date':
      return <Text whiteSpace="nowrap">{formattedOf(value) ?? String(value)}</Text>;
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
      return <Text fontVariantNumeric="tabular-nums">{String(value)}</Text>;
    }
    case 'url':
      return (
        <Link href={String(value)} target="_blank" rel="noreferrer" colorPalette="teal" dir="ltr">
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
          {String(value)}
        </Text>
      );
  }
}
