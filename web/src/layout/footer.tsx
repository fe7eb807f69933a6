import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Static footer (layout default): scrolls with the content. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Flex
      as="footer"
      px={{ base: '3', md: '6' }}
      py="5"
      justify="space-between"
      gap="3"
      wrap="wrap"
      fontSize="sm"
      color="fg.muted"
    >
      <Text>{t('layout.copyright', { year: new Date().getFullYear() })}</Text>
      <Text>{t('layout.footerNote')}</Text>
    </Flex>
  );
}
