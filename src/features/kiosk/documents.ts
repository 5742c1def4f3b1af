import { graphql } from '#src/graphql/graphql.ts';

export const CheckKioskPin = graphql(`
  mutation CheckKioskPin($pin: String!) {
    checkKioskPin(pin: $pin)
  }
`);
