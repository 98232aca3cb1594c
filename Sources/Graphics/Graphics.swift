// Graphics: placeholder until the Pango/Cairo service lands.
