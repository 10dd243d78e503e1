# The site's processes (one per core, site@PORT): one backend each, health-checked on /readyz
# so a process that drains (SIGTERM) leaves the rotation before it stops. Included by site.vcl.
import directors;

probe site_ready {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

backend site_5001 { .host = "127.0.0.1"; .port = "5001"; .probe = site_ready; }
backend site_5002 { .host = "127.0.0.1"; .port = "5002"; .probe = site_ready; }

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(site_5001);
    site.add_backend(site_5002);
}

sub vcl_recv {
    set req.backend_hint = site.backend();
}
