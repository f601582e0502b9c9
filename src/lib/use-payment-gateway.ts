// Which card processor takes the payments (GET private/app-config → payments.gateway), so the
// checkout and the wallet show the test cards only when the local test processor is the one that
// answers. Until the configuration is here, or when it cannot be had, nothing is claimed (null).
import { useEffect, useState } from 'react';
import { loadAppConfig, loadedAppConfig, type AppConfig } from './app-config.ts';

export type PaymentGatewayName = 'test' | 'stripe' | 'netopia';

export function paymentGatewayOf(config: AppConfig | null | undefined): PaymentGatewayName | null {
  const name = config?.payments?.gateway;
  return name === 'test' || name === 'stripe' || name === 'netopia' ? name : null;
}

export function usePaymentGateway(): PaymentGatewayName | null {
  const [gateway, setGateway] = useState<PaymentGatewayName | null>(() => paymentGatewayOf(loadedAppConfig()));
  useEffect(() => {
    let active = true;
    loadAppConfig().then(
      (config) => active && setGateway(paymentGatewayOf(config)),
      () => undefined, // offline or no config: claim nothing
    );
    return () => {
      active = false;
    };
  }, []);
  return gateway;
}
