import { Switch } from '@chakra-ui/react';

/** The 'show deleted' toggle of a restorable resource's list (see `list-toolbar.tsx`). */
export function ShowDeletedSwitch({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      colorPalette="teal"
      checked={checked}
      onCheckedChange={({ checked: next }) => onChange(next)}
      data-testid="show-deleted"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
