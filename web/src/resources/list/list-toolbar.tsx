import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chakra, Flex, Input, InputGroup, Spinner, useSlotRecipe } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The toggle's behaviour (Chakra's switch machine) loads with the first restorable list, not with every list. */
const ShowDeletedSwitch = lazy(() => import('./show-deleted-switch').then((m) => ({ default: m.ShowDeletedSwitch })));

/**
 * The toggle as it looks, drawn from the theme's switch recipe, while its code arrives: the toolbar
 * paints whole at once, and a click meanwhile still toggles.
 */
function SwitchLook({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  const styles = useSlotRecipe({ key: 'switch' })({});
  const state = checked ? 'checked' : 'unchecked';
  return (
    <chakra.label css={styles.root} colorPalette="teal" data-state={state} onClick={onToggle}>
      <chakra.span css={styles.control} data-state={state}>
        <chakra.span css={styles.thumb} data-state={state} />
      </chakra.span>
      <chakra.span css={styles.label}>{label}</chakra.span>
    </chakra.label>
  );
}

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
          <Suspense
            fallback={
              <SwitchLook checked={deleted} label={t('list.showDeleted')} onToggle={() => onDeleted(!deleted)} />
            }
          >
            <ShowDeletedSwitch checked={deleted} label={t('list.showDeleted')} onChange={onDeleted} />
          </Suspense>
        )}
        {children}
      </Flex>
    </Flex>
  );
}
