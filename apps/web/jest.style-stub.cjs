// Stylesheets imported by components mean nothing to jsdom: tests get an empty module.
module.exports = {};
