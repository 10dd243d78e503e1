# Varnish in front of the site: keeps the public pages the site marks with s-maxage, tagged by
# their Surrogate-Key (handed to xkey), and purges them by tag when the site sends
# `PURGE` with `xkey-purge: <tags>` (CACHE_PURGER=varnish, VARNISH_PURGE_URLS). Requests with an
# admin session or a quote list, the API but the catalogue's reads, and the admin area always go
# to the site.
# docs/decisions/0040-shared-cache-headers-and-purges.md, docs/deploy.md.
vcl 4.1;

import std;
import xkey;

# The site's processes and how each is health-checked: edit backends.vcl, not this file.
include "backends.vcl";

# Who may purge: the site's processes (on this machine).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "PURGE needs an xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # An admin session or a quote list: the visitor's own page, never shared.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(sid|__Host-sid|quote)=") {
        return (pass);
    }
    if (req.url ~ "^/(healthz|livez|readyz|metrics|__)" || req.url ~ "(?i)^/(admin|createadmin|edituser/|delete/)") {
        return (pass);
    }
    # Of the API, only the catalogue's public reads may be kept (the site marks them, decision 0063).
    if (req.url ~ "^/api(/|\?|$)" && req.url !~ "^/api/(products|categories|openapi\.json)(/|\?|$)") {
        return (pass);
    }
    # No other cookie changes a public page.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # Only what the site says a shared cache may keep (s-maxage on pages, immutable on files).
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(s-maxage|immutable)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    return (deliver);
}
