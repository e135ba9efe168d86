declare const __PORTICO_GATEWAY_URL__: string
declare const __PORTICO_RELAY_URL__: string
declare const __PORTICO_PROJECT_ID__: string
declare const __PORTICO_SECURE_URL__: string
