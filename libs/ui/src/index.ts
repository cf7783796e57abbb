// @silent/ui: the look and the shared chrome of the web app. Knows no endpoints and no auth.
import './styles/ui.css';

export { Accordion, type AccordionItem, type AccordionProps } from './primitives/accordion';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './primitives/button';
export { BarChart, type BarChartProps } from './primitives/bar-chart';
export {
  Badge,
  Card,
  cardClassName,
  type BadgeProps,
  type BadgeTone,
  type CardPadding,
  type CardProps,
} from './primitives/card';
export {
  CharacterCount,
  usePasteCut,
  type CharacterCountProps,
} from './primitives/character-count';
export { cx } from './primitives/class-names';
export {
  Field,
  Select,
  Textarea,
  TextInput,
  type FieldProps,
  type SelectOption,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from './primitives/field';
export { Alert, type AlertProps } from './primitives/alert';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state';
export { Stat, Stats, type StatProps } from './primitives/stats';
export { LineChart, type LineChartProps } from './primitives/line-chart';
export { Modal, type ModalProps } from './primitives/modal';
export { ProgressBar, type ProgressBarProps } from './primitives/progress-bar';
export { TOUCH_ONLY_QUERY, useMediaQuery } from './primitives/use-media-query';
export { Spinner, type SpinnerProps } from './primitives/spinner';
export { Table, type TableProps } from './primitives/table';
export { Tabs, type TabItem, type TabsProps } from './primitives/tabs';
export {
  readStoredTheme,
  ThemeProvider,
  useTheme,
  type ThemeContextValue,
  type ThemeProviderProps,
} from './theme/theme';
export { ThemeToggle } from './theme/theme-toggle';
export { AppToaster, toast } from './toaster/app-toaster';
export { formatZoned, useNow } from './clock/use-clock';
export { ZonedClock, type ZonedClockProps } from './clock/zoned-clock';
export {
  Footer,
  type FooterPaths,
  type FooterProps,
  type FooterSocialLinks,
} from './footer/footer';
export { DropdownMenu, type DropdownMenuProps, type MenuItem } from './header/dropdown-menu';
export {
  Header,
  type HeaderAnchors,
  type HeaderPaths,
  type HeaderProps,
  type HeaderUser,
} from './header/header';
export { useScrolledPast } from './header/use-scrolled';
export { PageTransition, type PageTransitionProps } from './page-transition/page-transition';
