import { useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import { PickFieldInput } from './pick-field-input';
import type { PickAdd, PickValues } from './pick-list-types';
import { usePickCall } from './use-pick-call';

const initialValues = (add: PickAdd): PickValues =>
  Object.fromEntries(add.fields.map((f) => [f.name, f.kind === 'choice' ? f.initial : null]));

/**
 * Pick a record (and its choices), then Add: shown only to users the add endpoint's declared auth
 * lets through. A successful add empties the record pickers and keeps the choices.
 */
export function PickBar({
  add,
  changed,
  testId,
}: {
  add: PickAdd;
  /** What reads again after the add (its answer's payload given). */
  changed: (payload: unknown) => Promise<unknown>;
  testId?: string;
}) {
  const ability = useAppAbility();
  const { run, loading, errors } = usePickCall(changed);
  const [values, setValues] = useState(() => initialValues(add));
  // Keyed by it, the reference selects start afresh (their typed search too) after an add.
  const [round, setRound] = useState(0);
  if (!canCallEndpoint(ability, add.endpoint)) return null;
  const missing = add.fields.some((f) => f.kind === 'reference' && values[f.name] === null);

  const submit = async () => {
    if (missing) return;
    const saved = await run(add.endpoint, add.params?.(values) ?? {}, {
      method: add.method ?? 'POST',
      body: add.body ? add.body(values) : values,
    });
    if (saved === null) return;
    setValues((current) =>
      Object.fromEntries(add.fields.map((f) => [f.name, f.kind === 'choice' ? (current[f.name] ?? f.initial) : null])),
    );
    setRound((r) => r + 1);
  };

  return (
    <Flex
      gap="3"
      align="flex-end"
      wrap="wrap"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      bg="bg.subtle"
      data-testid={testId}
    >
      {add.fields.map((field) => (
        <PickFieldInput
          key={field.kind === 'reference' ? `${field.name}-${round}` : field.name}
          field={field}
          values={values}
          error={errors[field.errorKey?.(values) ?? field.name]}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <Button
        colorPalette="teal"
        disabled={missing}
        loading={loading}
        onClick={() => void submit()}
        data-testid={add.testId}
      >
        {add.icon}
        {add.label}
      </Button>
    </Flex>
  );
}
