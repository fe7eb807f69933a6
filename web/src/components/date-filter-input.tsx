import { useState } from 'react';
import { dateTextProblem } from '../lib/date-text';
import { DateInput, type DateInputProps } from './date-input';

/**
 * A date the screen acts on at once (a list filter, a report's period): the text is kept here while it
 * is typed and handed on only when it is empty or a real day, so half-typed text sends no request.
 */
export function DateFilterInput({ value, onChange, ...props }: DateInputProps) {
  const [text, setText] = useState(value);
  // A value set from outside (filters cleared, a link's address) replaces the text.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setText(value);
  }
  return (
    <DateInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === value || dateTextProblem(next, props.kind) !== null) return;
        setGiven(next);
        onChange(next);
      }}
    />
  );
}
