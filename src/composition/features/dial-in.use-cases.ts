// The dial-in feature's use-cases: one chunk, loaded by loadDialInFeature.
export { DialInFlow } from '../../core/dial-in/dial-in-flow';
export { PayDialIn } from '../../core/dial-in/pay-dial-in.use-case';
export { StartDialIn } from '../../core/dial-in/start-dial-in.use-case';
export { VerifyDialIn } from '../../core/dial-in/verify-dial-in.use-case';
