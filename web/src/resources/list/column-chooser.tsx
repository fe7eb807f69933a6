import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuColumns3 } from 'react-icons/lu';
import type { ColumnChoice } from './use-column-choice';
import { fieldLabelKey } from '../resource-keys';

/** A menu of the list's columns with a tick on each shown one; the button says how many are hidden. */
export function ColumnChooser({ resource, choice }: { resource: string; choice: ColumnChoice }) {
  const { t } = useTranslation();
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="column-chooser">
          <LuColumns3 />
          {t('list.columns')}
          {choice.hiddenCount > 0 && (
            <Badge size="sm" variant="subtle" data-testid="columns-hidden">
              {t('list.columnsHidden', { count: choice.hiddenCount })}
            </Badge>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" overflowY="auto" minW="56">
            {choice.choices.map(({ column, shown }) => (
              <Menu.CheckboxItem
                key={column.key}
                value={column.key}
                checked={shown}
                disabled={column.isTitle}
                onCheckedChange={() => choice.toggle(column.key)}
                data-testid={`column-${column.key}`}
              >
                {t(fieldLabelKey(resource, column.key))}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
            <Menu.Separator />
            <Menu.Item value="reset" onClick={choice.reset} data-testid="columns-reset">
              {t('list.columnsReset')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
