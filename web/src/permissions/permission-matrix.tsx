import { Accordion, Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PermissionMap, PermissionValue } from '@cmms/contracts';
import { PERMISSION_AREAS, type PermissionArea } from '@cmms/contracts/permission-catalog';
import { ChoiceRadios } from './choice-radios';
import { areaChoice, areaLabelKey, verbLabelKey } from './permission-values';
import { availablePermissionKeys } from './key-availability';

/** A key no screen or route of the console uses yet: kept editable (the backend stores it), but said so. */
function NotYetAvailable({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="outline" colorPalette="gray" data-testid={testId}>
      {t('permissions.notYetAvailable')}
    </Badge>
  );
}

const standalone = PERMISSION_AREAS.filter((a) => a.keys.length === 1);
const grouped = PERMISSION_AREAS.filter((a) => a.keys.length > 1);

/**
 * The permission matrix (spec points 3 and 6, reference §8): every key has three radios, Grant,
 * Deny and Inherit. One-key areas (superuser, admin, import, reports, change_parameter_audio) are
 * standalone rows; the others are accordion items whose header radios set every key below.
 */
export function PermissionMatrix({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PermissionMap;
  onChange: (value: PermissionMap) => void;
}) {
  const { t } = useTranslation();
  const set = (keys: readonly string[], choice: PermissionValue) =>
    onChange({ ...value, ...Object.fromEntries(keys.map((key) => [key, choice])) });

  return (
    <Box id={id} w="full" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="permission-matrix">
      <Flex
        px="4"
        py="2"
        bg="bg.muted"
        justify="space-between"
        align="center"
        gap="3"
        borderBottomWidth="1px"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        <Text>{t('permissions.permission')}</Text>
        <Text>{t('permissions.choice')}</Text>
      </Flex>
      <Stack gap="0">
        {standalone.map((area) => (
          <Flex
            key={area.id}
            px="4"
            py="2.5"
            borderBottomWidth="1px"
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
            data-testid={`perm-row-${area.id}`}
          >
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" color={availablePermissionKeys().has(area.keys[0]!) ? undefined : 'fg.muted'}>
                {t(areaLabelKey(area.id))}
              </Text>
              {!availablePermissionKeys().has(area.keys[0]!) && (
                <NotYetAvailable testId={`perm-unavailable-${area.keys[0]}`} />
              )}
            </HStack>
            <ChoiceRadios
              name={`${id}-${area.keys[0]}`}
              label={t(areaLabelKey(area.id))}
              value={value[area.keys[0]!] ?? null}
              onChange={(choice) => set(area.keys, choice)}
              testId={`perm-${area.keys[0]}`}
            />
          </Flex>
        ))}
      </Stack>
      <Accordion.Root multiple collapsible lazyMount unmountOnExit variant="plain">
        {grouped.map((area) => (
          <AreaItem key={area.id} id={id} area={area} value={value} onSet={set} />
        ))}
      </Accordion.Root>
    </Box>
  );
}

function AreaItem({
  id,
  area,
  value,
  onSet,
}: {
  id: string;
  area: PermissionArea;
  value: PermissionMap;
  onSet: (keys: readonly string[], choice: PermissionValue) => void;
}) {
  const { t } = useTranslation();
  const label = t(areaLabelKey(area.id));
  const granted = area.keys.filter((key) => value[key] === '1').length;
  const denied = area.keys.filter((key) => value[key] === '-1').length;
  const available = availablePermissionKeys();
  const areaAvailable = area.keys.some((key) => available.has(key));
  return (
    <Accordion.Item value={area.id} borderBottomWidth="1px" data-testid={`perm-area-${area.id}`}>
      <Flex px="4" py="1.5" align="center" justify="space-between" gap="3" wrap="wrap">
        <Accordion.ItemTrigger flex="1" minW="48" py="1.5" cursor="pointer" data-testid={`perm-toggle-${area.id}`}>
          <Accordion.ItemIndicator className="rtl-mirror" />
          <HStack gap="2" flex="1" wrap="wrap">
            <Text fontWeight="semibold" color={areaAvailable ? undefined : 'fg.muted'}>
              {label}
            </Text>
            {!areaAvailable && <NotYetAvailable testId={`perm-area-unavailable-${area.id}`} />}
            <Badge size="sm" variant="subtle" colorPalette={granted > 0 ? 'green' : 'gray'}>
              {t('permissions.grantedCount', { count: granted, total: area.keys.length })}
            </Badge>
            {denied > 0 && (
              <Badge size="sm" variant="subtle" colorPalette="red">
                {t('permissions.deniedCount', { count: denied })}
              </Badge>
            )}
          </HStack>
        </Accordion.ItemTrigger>
        <ChoiceRadios
          name={`${id}-area-${area.id}`}
          label={t('permissions.setArea', { area: label })}
          value={areaChoice(value, area.keys)}
          onChange={(choice) => onSet(area.keys, choice)}
          testId={`perm-area-${area.id}-all`}
        />
      </Flex>
      <Accordion.ItemContent>
        <Accordion.ItemBody pt="0" pb="2">
          <Stack gap="0" bg="bg.subtle" borderRadius="md" mx="4">
            {area.keys.map((key) => (
              <Flex key={key} ps="8" pe="3" py="1.5" justify="space-between" align="center" gap="3" wrap="wrap">
                <Stack gap="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontSize="sm" color={available.has(key) ? undefined : 'fg.muted'}>
                      {t(verbLabelKey(key))}
                    </Text>
                    {areaAvailable && !available.has(key) && <NotYetAvailable testId={`perm-unavailable-${key}`} />}
                  </HStack>
                  <Text fontSize="xs" color="fg.subtle" fontFamily="mono" dir="ltr" textAlign="start">
                    {key}
                  </Text>
                </Stack>
                <ChoiceRadios
                  name={`${id}-${key}`}
                  label={`${label}: ${t(verbLabelKey(key))}`}
                  value={value[key] ?? null}
                  onChange={(choice) => onSet([key], choice)}
                  testId={`perm-${key}`}
                />
              </Flex>
            ))}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
