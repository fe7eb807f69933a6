import { useEffect, useState } from 'react';
import { Box, Image, Skeleton } from '@chakra-ui/react';
import { LuImageOff } from 'react-icons/lu';
import { fetchEndpointBlob } from '../../api/upload';

/**
 * A work-order photo, fetched with the session's token (an `<img src>` cannot send it) and shown
 * from a local object URL, released when the thumbnail goes.
 */
export function MediaThumbnail({ mediaId, alt, size = '24' }: { mediaId: number; alt: string; size?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchEndpointBlob('workorders.media-file', { id: mediaId })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [mediaId]);
  if (failed) {
    return (
      <Box boxSize={size} display="grid" placeItems="center" bg="bg.muted" borderRadius="md" color="fg.subtle">
        <LuImageOff />
      </Box>
    );
  }
  if (!url) return <Skeleton boxSize={size} borderRadius="md" />;
  return (
    <Image
      src={url}
      alt={alt}
      boxSize={size}
      objectFit="cover"
      borderRadius="md"
      borderWidth="1px"
      data-testid="media-thumbnail"
    />
  );
}
