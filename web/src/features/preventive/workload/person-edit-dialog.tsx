import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Flex,
  Grid,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DEFAULT_WORKING_HOURS, SKILL_LEVELS, type PersonRow, type WorkingHours } from '@cmms/contracts';
import { callEndpoint } from '../../../api/http';
import { DateInput } from '../../../components/date-input';
import { holdsBadDate } from '../../../components/held-dates';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { fieldErrors } from '../../../resources/form/field-errors';
import { dayName } from '../../../lib/day-name';
import { WEEK_ORDER } from './week-pattern';

interface SkillDraft {
  skill: string;
  level: number;
  certified_until: string;
}

/** Edits a person's skills and working week: two calls (PUT skills, PUT working-hours), one save. */
export function PersonEditDialog({
  person,
  onClose,
  onDone,
}: {
  person: PersonRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'preventive']);
  const { run, loading, error } = useRequestCycle();
  const errors = fieldErrors(error);
  const [skills, setSkills] = useState<SkillDraft[]>(() =>
    person.skills.map((s) => ({ skill: s.skill, level: s.level, certified_until: s.certified_until ?? '' })),
  );
  const [hours, setHours] = useState<WorkingHours>(() => ({ ...person.working_hours }));
  const setSkill = (index: number, change: Partial<SkillDraft>) =>
    setSkills((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdsBadDate(event.currentTarget)) return;
    const body = {
      skills: skills
        .filter((s) => s.skill.trim() !== '')
        .map((s) => ({ skill: s.skill.trim(), level: s.level, certified_until: s.certified_until || null })),
    };
    const saved = await run((signal) =>
      callEndpoint('people.skills', { id: person.id }, { method: 'PUT', body, signal }),
    );
    if (!saved.ok) return;
    const timed = await run((signal) =>
      callEndpoint(
        'people.working-hours',
        { id: person.id },
        { method: 'PUT', body: { working_hours: hours }, signal },
      ),
    );
    onDone();
    if (timed.ok) onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => !open && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="person-edit">
            {/* `display: contents` keeps header, body and footer the dialog's own rows, so the body scrolls. */}
            <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{person.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Stack gap="2">
                    <Heading size="sm">{t('preventive:people.skills')}</Heading>
                    {skills.map((s, index) => (
                      <Grid
                        key={index}
                        // The date input keeps room for yyyy-mm-dd and its calendar button.
                        templateColumns={{
                          base: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                          sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(10rem, 1.2fr) auto',
                        }}
                        gap="2"
                      >
                        <Input
                          gridColumn={{ base: 'span 2', sm: 'auto' }}
                          aria-label={t('preventive:people.skill')}
                          placeholder={t('preventive:people.skill')}
                          value={s.skill}
                          onChange={(e) => setSkill(index, { skill: e.target.value })}
                          data-testid="skill-name"
                        />
                        <NativeSelect.Root gridRow={{ base: 2, sm: 'auto' }}>
                          <NativeSelect.Field
                            aria-label={t('preventive:people.level')}
                            value={String(s.level)}
                            onChange={(e) => setSkill(index, { level: Number(e.target.value) })}
                          >
                            {SKILL_LEVELS.map((level) => (
                              <option key={level} value={level}>
                                {t(`preventive:people.levels.${level}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Box gridRow={{ base: 2, sm: 'auto' }} gridColumn={{ base: 'span 2', sm: 'auto' }}>
                          <DateInput
                            id={`skill-${index}-certified`}
                            ariaLabel={t('preventive:people.certifiedUntil')}
                            value={s.certified_until}
                            onChange={(certified_until) => setSkill(index, { certified_until })}
                          />
                        </Box>
                        <IconButton
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('list.delete')}
                          onClick={() => setSkills((list) => list.filter((_, i) => i !== index))}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </Grid>
                    ))}
                    {Object.entries(errors).map(([key, text]) => (
                      <Text key={key} color="red.fg" fontSize="sm">
                        {text}
                      </Text>
                    ))}
                    <Button
                      size="sm"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => setSkills((list) => [...list, { skill: '', level: 1, certified_until: '' }])}
                      data-testid="skill-add"
                    >
                      <LuPlus />
                      {t('preventive:people.addSkill')}
                    </Button>
                  </Stack>
                  <Stack gap="2">
                    <Heading size="sm">{t('preventive:people.workingHours')}</Heading>
                    {WEEK_ORDER.map((day) => {
                      const shift = hours[day];
                      return (
                        <Flex key={day} gap="3" align="center" wrap="wrap">
                          <Checkbox.Root
                            w="24"
                            checked={Boolean(shift)}
                            onCheckedChange={({ checked }) =>
                              setHours((h) => ({
                                ...h,
                                [day]: checked
                                  ? (DEFAULT_WORKING_HOURS.sun ?? { start: '07:00', end: '15:00' })
                                  : undefined,
                              }))
                            }
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{dayName(day, i18n.language)}</Checkbox.Label>
                          </Checkbox.Root>
                          {shift && (
                            // The end names a shift that does not end after its start, as the server would refuse it.
                            <Flex gap="2" align="flex-start" dir="ltr">
                              <DateInput
                                id={`shift-${day}-start`}
                                kind="time"
                                size="sm"
                                width="8.5rem"
                                ariaLabel={t('preventive:people.start')}
                                value={shift.start}
                                onChange={(start) => setHours((h) => ({ ...h, [day]: { ...shift, start } }))}
                              />
                              <Text as="span" lineHeight="2.25rem" aria-hidden>
                                –
                              </Text>
                              <DateInput
                                id={`shift-${day}-end`}
                                kind="time"
                                size="sm"
                                width="8.5rem"
                                ariaLabel={t('preventive:people.end')}
                                value={shift.end}
                                after={shift.start}
                                onChange={(end) => setHours((h) => ({ ...h, [day]: { ...shift, end } }))}
                              />
                            </Flex>
                          )}
                        </Flex>
                      );
                    })}
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading} data-testid="person-save">
                  {t('form.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
