import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Field, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Translation, useTranslation } from 'react-i18next';
import { useRequestCycle } from '../api/use-request-cycle';
import { Logo } from '../components/logo';
import { LanguageSwitcher } from '../layout/language-switcher';
import { SkinToggle } from '../layout/skin-toggle';
import { fieldErrors } from '../resources/form/field-errors';
import { DemoAccounts } from './demo-accounts';

const loadSignIn = () => import('./sign-in');

/** The performance mark the page leaves when its form is first painted (scripts/bench/first-paint.ts reads it). */
const LOGIN_FORM_MARK = 'login-form-shown';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<'email' | 'password', string>>;

/**
 * The sign-in screen, without a router of its own: a page load that starts at /login shows it before
 * react-router has arrived (`app/login-app.tsx`), and the full console's route (`./login-route.tsx`) gives it
 * the address to come back to and its way of going there.
 */
export function LoginPage({ from, go }: { from: string; go: (to: string) => void | Promise<void> }) {
  const { t } = useTranslation();
  const { run, loading, error } = useRequestCycle();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [signedIn, setSignedIn] = useState(false);
  // Signed in: the button stays busy while the app's code arrives (the page stays up until the app draws).
  const [leaving, setLeaving] = useState(false);
  // Fetched once the form is up, so a sign-in does not wait for it; the stored session's check needs its
  // zod schema, kept out of the first load (a signed-in visitor is sent on a moment later).
  useEffect(() => {
    // After the form's first commit (a passive effect runs once it is painted): the benchmark's "login form shown".
    performance.mark(LOGIN_FORM_MARK);
    void loadSignIn();
    void import('./session-storage').then((m) => setSignedIn(m.isSignedIn()));
  }, []);

  // A visitor with a stored session is sent on (as a <Navigate> did, after the commit).
  useEffect(() => {
    if (signedIn) void go(from);
  }, [signedIn, go, from]);

  const serverErrors = fieldErrors(error);
  const validate = (): Errors => {
    const next: Errors = {};
    if (!email.trim()) next.email = t('auth.emailRequired');
    else if (!EMAIL.test(email.trim())) next.email = t('auth.emailInvalid');
    if (!password) next.password = t('auth.passwordRequired');
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const signIn = await loadSignIn();
    const outcome = await run((signal) => signIn.requestSession({ email: email.trim(), password }, signal));
    if (!outcome.ok || !signIn.keepSession(outcome.data.payload)) return;
    setLeaving(true);
    await go(from);
  };

  const emailError = errors.email ?? serverErrors.email ?? serverErrors.username;
  const passwordError = errors.password ?? serverErrors.password;

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1"
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="teal.700"
        gradientTo="cyan.900"
      >
        <Logo width={210} height={90} />
        <Stack gap="4" maxW="lg">
          <Heading size="4xl" lineHeight="shorter">
            {t('auth.heroTitle')}
          </Heading>
          <Text fontSize="lg" opacity={0.85}>
            {t('auth.heroText')}
          </Text>
        </Stack>
        <Text fontSize="sm" opacity={0.7}>
          {t('layout.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Flex>
      <Flex
        as="main"
        flex="1"
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
        >
          <Box display={{ base: 'block', lg: 'none' }} mb="4" color="fg">
            <Logo width={175} height={75} />
          </Box>
          <Stack gap="1" mb="6">
            <Heading as="h1" size="2xl">
              {t('auth.title')}
            </Heading>
            <Text color="fg.muted">{t('auth.subtitle')}</Text>
          </Stack>
          <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
            <Stack gap="4">
              <Field.Root invalid={Boolean(emailError)} required>
                <Field.Label>
                  {t('auth.email')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="email"
                  type="email"
                  autoComplete="username"
                  dir="ltr"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  data-testid="login-email"
                />
                <Field.ErrorText>{emailError}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(passwordError)} required>
                <Field.Label>
                  {t('auth.password')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  dir="ltr"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  data-testid="login-password"
                />
                <Field.ErrorText>{passwordError}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="teal"
                size="lg"
                loading={loading || leaving}
                data-testid="login-submit"
              >
                {t('auth.signIn')}
              </Button>
              <Translation ns="template-apps" useSuspense={false}>
                {(tr, _, ready) =>
                  ready && (
                    <Link
                      href="/register"
                      alignSelf="center"
                      colorPalette="teal"
                      fontSize="sm"
                      data-testid="login-register"
                    >
                      {tr('register.link')}
                    </Link>
                  )
                }
              </Translation>
              <DemoAccounts
                onPick={(pickedEmail, pickedPassword) => {
                  setEmail(pickedEmail);
                  setPassword(pickedPassword);
                  setErrors({});
                }}
              />
            </Stack>
          </form>
        </Box>
      </Flex>
    </Flex>
  );
}
