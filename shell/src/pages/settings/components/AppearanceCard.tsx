import { Button, Card } from '@aayra/design-system/components';
import { useTheme, type ThemePreference } from '@aayra/design-system/theme';

const themeNames: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** One button cycles Light, Dark, System; it names the current choice, and the hint says what comes next. */
export function AppearanceCard() {
  const { preference, resolved, cycle } = useTheme();
  return (
    <Card as="section" aria-labelledby="settings-appearance-title" style={{ display: 'grid', gap: 'var(--aayra-space-3)' }}>
      <h2 id="settings-appearance-title" style={{ margin: 0 }}>
        Appearance
      </h2>
      <p style={{ margin: 0, color: 'var(--aayra-color-text-muted)' }} id="settings-theme-hint">
        {preference === 'system'
          ? `System follows your device, which is ${themeNames[resolved].toLowerCase()} now.`
          : 'Press to switch between Light, Dark and System.'}
      </p>
      <div>
        <Button onClick={cycle} aria-describedby="settings-theme-hint">
          Theme: {themeNames[preference]}
        </Button>
      </div>
    </Card>
  );
}
