import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

export interface CarouselControlsProps {
  /** e.g. 'advisor' or 'slide': used in the buttons' labels. */
  itemName: string;
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  canPrevious?: boolean;
  canNext?: boolean;
  /** Label of dot n (0-based); defaults to '{itemName} n+1'. */
  dotLabel?: (index: number) => string;
  /** Present when the carousel plays by itself: the pause/play toggle. */
  playing?: boolean;
  onTogglePlay?: () => void;
  onDark?: boolean;
}

/** Previous and next buttons, one dot per item, and a pause button: all keyboard-usable buttons. */
export function CarouselControls({
  itemName,
  count,
  selected,
  onSelect,
  onPrevious,
  onNext,
  canPrevious = true,
  canNext = true,
  dotLabel = (index) => `Go to ${itemName} ${index + 1}`,
  playing,
  onTogglePlay,
  onDark = false,
}: CarouselControlsProps) {
  const buttonSx = {
    border: 1,
    borderColor: onDark ? 'rgba(255,255,255,0.4)' : 'divider',
    color: onDark ? 'common.white' : 'primary.main',
    bgcolor: onDark ? 'transparent' : 'background.paper',
    '&:hover': { bgcolor: onDark ? 'rgba(255,255,255,0.1)' : 'rgba(11,37,69,0.06)' },
    '&.Mui-disabled': { opacity: 0.4, color: onDark ? 'common.white' : 'primary.main' },
  } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 } }}>
      <IconButton
        aria-label={`Previous ${itemName}`}
        onClick={onPrevious}
        disabled={!canPrevious}
        sx={buttonSx}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0 }}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Box
              component="button"
              type="button"
              aria-label={dotLabel(index)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => onSelect(index)}
              sx={{
                // A 24 px target around a small visible dot.
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: index === selected ? 20 : 8,
                  height: 8,
                  borderRadius: 999,
                  transition: 'width 200ms',
                  bgcolor:
                    index === selected
                      ? onDark
                        ? 'secondary.main'
                        : 'primary.main'
                      : onDark
                        ? 'rgba(255,255,255,0.45)'
                        : 'rgba(11,37,69,0.35)',
                },
              }}
            />
          </li>
        ))}
      </Box>
      <IconButton aria-label={`Next ${itemName}`} onClick={onNext} disabled={!canNext} sx={buttonSx}>
        <ChevronRightIcon />
      </IconButton>
      {onTogglePlay && (
        <IconButton
          aria-label={playing ? 'Pause automatic rotation' : 'Play automatic rotation'}
          onClick={onTogglePlay}
          size="small"
          // Hidden by CSS too: the server cannot know the visitor's wish for less motion, and the
          // server's HTML shows until the carousel hydrates.
          sx={{
            ...buttonSx,
            ml: { xs: 0, sm: 1 },
            '@media (prefers-reduced-motion: reduce)': { display: 'none' },
          }}
        >
          {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
