"""A minimal WebKitGTK browser for WebKitWebDriver that keeps its data (Cache Storage, service workers, the HTTP
cache) in a profile directory, as a phone's Safari does. Debian's MiniBrowser starts with an ephemeral profile in
automation mode, so a restarted browser would find nothing of its previous visit.

Run by WebKitWebDriver (capability ``webkitgtk:browserOptions``: binary ``/usr/bin/python3``, args
``[this file, PROFILE_DIR]``) with Debian's python3-gi and gir1.2-webkit2-4.1; the driver connects to it through
the inspector server it names in ``WEBKIT_INSPECTOR_SERVER``.
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

NAME = "PuzzlersWebKit"


def main() -> None:
    profile = sys.argv[1]
    manager = WebKit2.WebsiteDataManager(base_data_directory=f"{profile}/data",
                                         base_cache_directory=f"{profile}/cache")
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_automation_allowed(True)

    def create_view(session):
        view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
        window = Gtk.Window()
        window.set_default_size(1280, 900)
        window.add(view)
        view.connect("close", lambda _view: window.destroy())
        window.show_all()
        return view

    def started(_context, session):
        info = WebKit2.ApplicationInfo.new()
        info.set_name(NAME)
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", create_view)

    context.connect("automation-started", started)
    Gtk.main()


if __name__ == "__main__":
    main()
