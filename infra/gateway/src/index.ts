export { createGateway } from './app';
export { loadConfig, type GatewayConfig } from './config';
export { renderNginx, type NginxOptions, nginxOptionsFromEnv } from './nginx';
