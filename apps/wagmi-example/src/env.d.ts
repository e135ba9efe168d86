declare const __PORTICO_GATEWAY_URL__: string
declare const __PORTICO_PROJECT_ID__: string
