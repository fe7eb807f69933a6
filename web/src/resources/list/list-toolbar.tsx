import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Input, InputGroup, Spinner, Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Debounced search box, for restorable resources the 'show deleted' toggle, and what the list adds. */
export function ListToolbar({
  search,
  onSearch,
  busy,
  restorable,
  deleted,
  onDeleted,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  busy: boolean;
  restorable: boolean;
  deleted: boolean;
  onDeleted: (deleted: boolean) => void;
  /** More controls at the toolbar's end (the column chooser). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text);

  // Only the debounced text reaches the URL (and the server): one request per pause in typing.
  useEffect(() => {
    if (debounced !== search) onSearch(debounced);
  }, [debounced, search, onSearch]);

  return (
    <Flex px="4" py="3" gap="4" align="center" justify="space-between" wrap="wrap" borderBottomWidth="1px">
      <InputGroup
        maxW="sm"
        startElement={<LuSearch />}
        endElement={busy ? <Spinner size="xs" color="teal.solid" /> : undefined}
      >
        <Input
          type="search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="list-search"
        />
      </InputGroup>
      <Flex gap="4" align="center" wrap="wrap">
        {restorable && (
          <Switch.Root
            colorPalette="teal"
            checked={deleted}
            onCheckedChange={({ checked }) => onDeleted(checked)}
            data-testid="show-deleted"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('list.showDeleted')}</Switch.Label>
          </Switch.Root>
        )}
        {children}
      </Flex>
    </Flex>
  );
}
