import { Center, Icon, Image } from '@chakra-ui/react';
import { LuCog, LuDroplet, LuFan, LuGauge, LuLightbulb, LuPackage, LuPlug, LuThermometer } from 'react-icons/lu';
import type { IconType } from 'react-icons';

/** The seeded parts have no pictures: a category's icon stands in (a picture, when one is set, shows instead). */
const CATEGORY_ICONS: [RegExp, IconType][] = [
  [/light/i, LuLightbulb],
  [/pump|valve|plumb/i, LuDroplet],
  [/hvac|fan|air/i, LuFan],
  [/electr|contactor|switch/i, LuPlug],
  [/sensor|gauge|meter/i, LuGauge],
  [/refriger|chill|cool/i, LuThermometer],
  [/lift|escalator|bearing|belt/i, LuCog],
];

export function ProductImage({ image, category, size = '12' }: { image: string; category: string; size?: string }) {
  if (image) return <Image src={image} alt="" w="full" h="full" objectFit="contain" p="4" />;
  const icon = CATEGORY_ICONS.find(([pattern]) => pattern.test(category))?.[1] ?? LuPackage;
  return (
    <Center w="full" h="full" color="teal.fg" opacity={0.7} aria-hidden>
      <Icon as={icon} boxSize={size} />
    </Center>
  );
}
