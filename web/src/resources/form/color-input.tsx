import { HStack, Input } from '@chakra-ui/react';

const HEX = /^#[0-9a-f]{6}$/i;

/** Native colour picker plus the hex text (the server stores '#rrggbb' or '#rgb'). */
export function ColorInput({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <HStack gap="2">
      <Input
        type="color"
        aria-label={label}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        w="12"
        p="1"
        cursor="pointer"
        flexShrink={0}
      />
      <Input
        id={id}
        value={value}
        placeholder="#0f766e"
        onChange={(e) => onChange(e.target.value)}
        fontFamily="mono"
        dir="ltr"
        maxW="40"
      />
    </HStack>
  );
}
