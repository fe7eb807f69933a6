import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Drawer, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { KanbanTask } from '@cmms/contracts/template-shop/schemas';

const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** Edit a kanban task: title, description, due day and labels (comma separated). */
export function TaskDrawer({
  task,
  saving,
  onSave,
  onClose,
}: {
  task: KanbanTask;
  saving: boolean;
  onSave: (data: Partial<KanbanTask>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-shop');
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  const [due, setDue] = useState(dayOf(task.dueDate));
  const [labels, setLabels] = useState(task.labels.join(', '));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({
      title: title.trim() || task.title,
      description,
      dueDate: due ? `${due}T12:00:00.000Z` : null,
      labels: labels
        .split(',')
        .map((label) => label.trim())
        .filter(Boolean),
    });
  };
  return (
    <Drawer.Root open onOpenChange={({ open }) => !open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="kanban-task-drawer">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{t('kanban.editTask')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>{t('kanban.taskTitle')}</Field.Label>
                    <Input value={title} onChange={(e) => setTitle(e.target.value)} data-testid="kanban-task-title" />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('kanban.description')}</Field.Label>
                    <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('kanban.dueDate')}</Field.Label>
                    <Input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('kanban.labels')}</Field.Label>
                    <Input value={labels} onChange={(e) => setLabels(e.target.value)} />
                    <Field.HelperText>{t('kanban.labelsHelp')}</Field.HelperText>
                  </Field.Root>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={saving} data-testid="kanban-task-save">
                  {t('common.save')}
                </Button>
              </Drawer.Footer>
            </form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
