import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowUp } from 'react-icons/lu';

/** Spec point 9: scroll-to-top is on. The button shows once the page has scrolled a screen's third. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 300);
    // The first reading waits until a frame has been painted: read in the layout's first effects, scrollY
    // forced a layout of the whole first screen before it could paint (~50 ms of a list page's load).
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(onScroll);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!shown) return null;
  const label = t('layout.scrollToTop');
  return (
    <IconButton
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="sticky"
      colorPalette="teal"
      borderRadius="full"
      boxShadow="md"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="scroll-to-top"
    >
      <LuArrowUp />
    </IconButton>
  );
}
