import { Button, type ButtonProps } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useUpgradeDialog, type UpgradeReason } from './upgradeDialogContext';

/** Every upgrade call to action: opens the one upgrade dialog (the trial when available, else the plans). */
export function UpgradeButton({
  reason = 'upgrade',
  appearance = 'primary',
  size,
  className,
  onClick,
  children,
}: {
  reason?: UpgradeReason;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  className?: string;
  /** Runs first (the mobile menu closes itself). */
  onClick?: () => void;
  children: ReactNode;
}) {
  const openUpgrade = useUpgradeDialog();
  return (
    <Button
      appearance={appearance}
      size={size}
      className={className}
      icon={<ArrowUpRegular />}
      onClick={() => {
        onClick?.();
        openUpgrade(reason);
      }}
    >
      {children}
    </Button>
  );
}
