import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Drawer,
  Field,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TODO_TAGS, type TodoTask } from '@cmms/contracts/template-apps/schemas';
import { LuTrash2 } from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { useApiQuery } from '../../../api/use-api-query';
import type { ToastMessages } from '../../../toast/toast-text';

/** What the panel sends: the task's fields (the description only when it is text the panel can edit). */
export type TaskDraft = {
  title: string;
  dueDate: string | null;
  assignee: { id: number } | null;
  tags: string[];
  isImportant: boolean;
  description?: string;
};

interface SelectList {
  results: { id: number; text: string }[];
}

/** The field's server message, when the envelope named one. */
const fieldError = (errors: ToastMessages, field: string): string | undefined => {
  if (!errors || typeof errors === 'string') return undefined;
  const value = errors[field];
  return typeof value === 'string' ? value : (value?.[0] ?? undefined);
};

/**
 * Add or edit a task in a side panel: title, due date, assignee (any user), tags, description, important.
 * A description the stock editor stored as an object is kept as it is unless the text here is changed.
 */
export function TodoPanel({
  task,
  loading,
  errors,
  onSave,
  onDelete,
  onClose,
}: {
  task: TodoTask | null;
  loading: boolean;
  errors: ToastMessages;
  onSave: (draft: TaskDraft) => void;
  onDelete?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const people = useApiQuery<SelectList>(apiKey('users.selectlist'), { toasts: false });
  const [title, setTitle] = useState(task?.title ?? '');
  const [dueDate, setDueDate] = useState(task?.dueDate?.slice(0, 10) ?? '');
  const [assignee, setAssignee] = useState(task?.assignee.id ? String(task.assignee.id) : '');
  const [tags, setTags] = useState<string[]>(task?.tags ?? []);
  const [important, setImportant] = useState(task?.isImportant ?? false);
  const initialText = typeof task?.description === 'string' ? task.description : '';
  const [description, setDescription] = useState(initialText);
  const [titleMissing, setTitleMissing] = useState(false);
  const options = [...(people.data?.results ?? [])];
  // The assignee may be past the select list's first page: it stays a choice.
  if (task?.assignee.id && !options.some((o) => o.id === task.assignee.id))
    options.unshift({ id: task.assignee.id, text: task.assignee.fullName });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    setTitleMissing(false);
    onSave({
      title: title.trim(),
      dueDate: dueDate || null,
      assignee: assignee ? { id: Number(assignee) } : null,
      tags,
      isImportant: important,
      ...(description !== initialText || !task ? { description } : {}),
    });
  };
  const titleError = titleMissing ? t('todo.titleRequired') : fieldError(errors, 'title');

  return (
    <Drawer.Root open onOpenChange={({ open }) => !open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="todo-panel">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{task ? t('todo.editTitle') : t('todo.addTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Field.Root required invalid={Boolean(titleError)}>
                    <Field.Label>
                      {t('todo.fields.title')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={title}
                      autoFocus
                      onChange={(e) => setTitle(e.target.value)}
                      dir="auto"
                      data-testid="todo-field-title"
                    />
                    <Field.ErrorText>{titleError}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('todo.fields.dueDate')}</Field.Label>
                    <Input
                      type="date"
                      value={dueDate}
                      onChange={(e) => setDueDate(e.target.value)}
                      data-testid="todo-field-due"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('todo.fields.assignee')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={assignee}
                        onChange={(e) => setAssignee(e.target.value)}
                        data-testid="todo-field-assignee"
                      >
                        <option value="">{t('todo.nobody')}</option>
                        {options.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.text}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {/* A fieldset, not a field: a field gives its one id to every checkbox, and each label would tick the first. */}
                  <Fieldset.Root invalid={Boolean(fieldError(errors, 'tags'))}>
                    <Fieldset.Legend>{t('todo.tags')}</Fieldset.Legend>
                    <CheckboxGroup value={tags} onValueChange={setTags}>
                      <Wrap gap="3">
                        {TODO_TAGS.map((g) => (
                          <Checkbox.Root key={g} value={g} colorPalette="teal" data-testid={`todo-field-tag-${g}`}>
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t(`todo.tagNames.${g}`)}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Wrap>
                    </CheckboxGroup>
                    <Fieldset.ErrorText>{fieldError(errors, 'tags')}</Fieldset.ErrorText>
                  </Fieldset.Root>
                  <Field.Root>
                    <Field.Label>{t('todo.fields.description')}</Field.Label>
                    <Textarea
                      rows={4}
                      value={description}
                      onChange={(e) => setDescription(e.target.value)}
                      dir="auto"
                      data-testid="todo-field-description"
                    />
                  </Field.Root>
                  <Checkbox.Root
                    colorPalette="orange"
                    checked={important}
                    onCheckedChange={({ checked }) => setImportant(checked === true)}
                    data-testid="todo-field-important"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('todo.important')}</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Flex w="full" gap="2" justify="space-between">
                  {onDelete ? (
                    <Button
                      variant="outline"
                      colorPalette="red"
                      onClick={onDelete}
                      disabled={loading}
                      data-testid="todo-delete"
                    >
                      <LuTrash2 />
                      {t('todo.delete')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Flex gap="2">
                    <Button variant="outline" onClick={onClose} disabled={loading}>
                      {tc('common.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={loading} data-testid="todo-save">
                      {task ? t('todo.save') : t('todo.add')}
                    </Button>
                  </Flex>
                </Flex>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={tc('common.cancel')} />
              </Drawer.CloseTrigger>
            </form>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
