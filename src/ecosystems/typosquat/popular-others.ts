/**
 * npm and PyPI names often impersonated (in public typosquatting reports) that the generated
 * rankings put below their top 500, added by hand; scripts/typosquat-lists.ts keeps this file.
 */
export const EXTRA_TARGETS: Readonly<Record<string, string>> = {
  npm:
    'cross-env discord.js electron mongoose colors event-stream ua-parser-js jquery moment webpack vue angular next ' +
    'babel-core babel-cli coffee-script node-sass bootstrap socket.io mysql mysql2 sqlite3 nodemailer puppeteer request ' +
    'bcrypt jsonwebtoken web3 ethers express-session body-parser cookie-parser passport lodash-es underscore async ' +
    'redux react-router react-router-dom styled-components gulp grunt mocha jest karma nodemon pm2 forever eslint prettier ' +
    'typescript rollup vite esbuild electron-builder node-fetch cross-fetch isomorphic-fetch',
  pypi:
    'django jellyfish tensorflow scrapy opencv-python matplotlib pillow pycrypto pycryptodome setuptools pandas numpy ' +
    'requests urllib3 boto3 flask fastapi sqlalchemy celery selenium beautifulsoup4 bs4 pyyaml cryptography paramiko ' +
    'python-dateutil colorama termcolor discord-py openai keras scikit-learn torch transformers',
};
