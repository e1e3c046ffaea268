// Stands in for the stylesheets components import (see jest.config.cjs).
module.exports = {};
