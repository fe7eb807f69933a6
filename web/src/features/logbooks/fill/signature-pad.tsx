import { useEffect, useRef } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events) on a canvas; each stroke's end stores
 * the drawing as a PNG data URL (`contentMediaType: image/png`, as the server keeps it). A stored
 * signature (a resumed draft) shows as an image until cleared.
 */
export function SignaturePad({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('logbooks');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);
  const showImage = Boolean(value) && !drawn.current;

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111827';
  }, [showImage]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
    drawn.current = true;
  };
  const end = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
    onChange('');
  };

  return (
    <Box>
      {showImage ? (
        <Image
          src={value}
          alt={t('fill.signed')}
          h="40"
          w="full"
          objectFit="contain"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          data-testid={`signature-image-${id}`}
        />
      ) : (
        <canvas
          id={id}
          ref={canvas}
          data-testid={`signature-pad-${id}`}
          aria-label={t('fill.signHere')}
          role="img"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{
            width: '100%',
            height: '160px',
            touchAction: 'none',
            background: 'white',
            borderRadius: '6px',
            border: `${invalid ? 2 : 1}px ${value ? 'solid' : 'dashed'} ${invalid ? '#dc2626' : '#9ca3af'}`,
          }}
        />
      )}
      <HStack justify="space-between" mt="2">
        <Text fontSize="sm" color="fg.muted">
          {value ? t('fill.signed') : t('fill.signHere')}
        </Text>
        <Button variant="outline" minH="11" onClick={clear} data-testid={`signature-clear-${id}`}>
          {t('fill.clearSignature')}
        </Button>
      </HStack>
    </Box>
  );
}
