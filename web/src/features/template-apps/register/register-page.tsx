import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callEndpoint } from '../../../api/http';
import { RequestError } from '../../../api/request-error';
import { keepSession } from '../../../auth/sign-in';
import { Logo } from '../../../components/logo';
import { LanguageSwitcher } from '../../../layout/language-switcher';
import { SkinToggle } from '../../../layout/skin-toggle';
import { readRegisterAnswer, validateRegistration, type RegisterField, type RegisterForm } from './register-model';

type Errors = Partial<Record<RegisterField, string>>;

/**
 * Self-registration (issue 29, reference §1) on `POST /jwt/register`: a new account is signed in at once
 * and lands on its home; a taken e-mail or username shows under its field. Beyond loopback the server
 * answers every request the same way (it tells no one who has an account): that text is shown as it is.
 */
export function RegisterPage() {
  const { t } = useTranslation('template-apps');
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ status: 'info' | 'error'; text: string } | null>(null);
  const [loading, setLoading] = useState(false);

  const field = (name: keyof RegisterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegistration(form);
    const next: Errors = Object.fromEntries(
      Object.entries(invalid).map(([name, key]) => [name, t(`register.errors.${key}`)]),
    );
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length > 0) return;
    setLoading(true);
    let body: unknown;
    try {
      body = await callEndpoint(
        'jwt.register',
        {},
        {
          method: 'POST',
          body: { username: form.username.trim(), email: form.email.trim(), password: form.password },
        },
      );
    } catch (error) {
      body = error instanceof RequestError && error.failure === 'http' ? error.body : null;
      if (body === null) setNotice({ status: 'error', text: t('register.failed') });
    } finally {
      setLoading(false);
    }
    const answer = readRegisterAnswer(body);
    if (answer.kind === 'signed-in') {
      if (keepSession(answer.session)) await navigate('/', { replace: true });
      else setNotice({ status: 'error', text: t('register.failed') });
    } else if (answer.kind === 'fields') setErrors(answer.errors);
    else if (answer.kind === 'text') setNotice({ status: answer.ok ? 'info' : 'error', text: answer.text });
  };

  const input = (name: keyof RegisterForm, type: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>
        {t(`register.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        dir={name === 'username' ? undefined : 'ltr'}
        value={form[name]}
        onChange={field(name)}
        data-testid={`register-${name}`}
      />
      <Field.ErrorText data-testid={`register-${name}-error`}>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Flex
      minH="100vh"
      bg="bg.subtle"
      as="main"
      direction="column"
      align="center"
      justify="center"
      p={{ base: '4', md: '10' }}
      position="relative"
    >
      <HStack position="absolute" top="4" insetEnd="4" gap="1">
        <LanguageSwitcher />
        <SkinToggle />
      </HStack>
      <Box
        w="full"
        maxW="md"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="lg"
        p={{ base: '6', md: '8' }}
        mt={{ base: '12', md: '0' }}
      >
        <Box mb="4" color="fg">
          <Logo width={175} height={75} />
        </Box>
        <Stack gap="1" mb="6">
          <Heading as="h1" size="2xl">
            {t('register.title')}
          </Heading>
          <Text color="fg.muted">{t('register.subtitle')}</Text>
        </Stack>
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
          <Stack gap="4">
            {notice && (
              <Alert.Root status={notice.status} data-testid="register-notice">
                <Alert.Indicator />
                <Alert.Title>{notice.text}</Alert.Title>
              </Alert.Root>
            )}
            {input('username', 'text', 'username')}
            {input('email', 'email', 'email')}
            {input('password', 'password', 'new-password')}
            {input('confirm', 'password', 'new-password')}
            <Button type="submit" colorPalette="teal" size="lg" loading={loading} data-testid="register-submit">
              {t('register.submit')}
            </Button>
            <Text textAlign="center" fontSize="sm" color="fg.muted">
              {t('register.haveAccount')}{' '}
              <Link asChild colorPalette="teal" fontWeight="semibold">
                <RouterLink to="/login" data-testid="register-login-link">
                  {t('register.signIn')}
                </RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Box>
    </Flex>
  );
}
