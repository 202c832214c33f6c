import Foundation

extension ReportAssets {
    /// The `id` of the script element that holds the page's drawings (`ReportDrawings`).
    static let drawingsElementID = "journey-report-drawings"

    /// The page's terminal: screens drawn from the drawings the report writer made (the
    /// emulator's screens, laid out in columns, coloured), as SVG pictures placed cell by
    /// cell like the emulator's own `svg(palette:)`, and the recordings' player, which
    /// shows the frame for a time. It computes no width and emulates nothing.
    static var terminalScript: String {
        "var TERMINAL=" + terminalConstants + ";\n" + terminalDrawing
    }

    /// `PageTerminal` as JSON, keys sorted: the numbers the script draws with.
    static var terminalConstants: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A struct of numbers and strings always encodes.
        return (try? String(decoding: encoder.encode(PageTerminal()), as: UTF8.self)) ?? "{}"
    }

    private static var terminalDrawing: String {
        #"""
        var drawings=JSON.parse(document.getElementById("\#(drawingsElementID)").textContent);
        /* Numbers as the Swift SVG writes them: at most one decimal. */
        function num(v){return Math.round(v*10)/10;}
        /* Screen `index` of the drawings as an SVG picture: a rect for each stretch whose
           colour is not the background, a text for each stretch with something to show,
           one tspan a character placed at its column. */
        function drawScreen(index,label){
          var T=TERMINAL,screen=drawings.screens[index],ns="http://www.w3.org/2000/svg";
          var w=num(screen.w*T.cellWidth+2*T.padding),h=num(screen.h*T.cellHeight+2*T.padding);
          var svg=document.createElementNS(ns,"svg");
          svg.setAttribute("width",w);svg.setAttribute("height",h);svg.setAttribute("viewBox","0 0 "+w+" "+h);
          svg.setAttribute("font-family",T.fontFamily);svg.setAttribute("font-size",T.fontSize);
          svg.setAttribute("role","img");svg.setAttribute("aria-label",label);
          var title=document.createElementNS(ns,"title");title.textContent=label;svg.appendChild(title);
          var back=document.createElementNS(ns,"rect");back.setAttribute("width","100%");back.setAttribute("height","100%");back.setAttribute("fill",T.background);svg.appendChild(back);
          var texts=[];
          screen.r.forEach(function(rowIndex,y){
            var top=T.padding+y*T.cellHeight,baseline=top+T.cellHeight*T.baseline;
            drawings.rows[rowIndex].forEach(function(s){
              var column=s[0],cells=typeof s[1]==="string"?s[1].split(""):s[1],fg=s[2],bg=s[3],style=s[4],left=T.padding+column*T.cellWidth;
              if(bg!==T.background){
                var r=document.createElementNS(ns,"rect");
                r.setAttribute("x",num(left));r.setAttribute("y",num(top));r.setAttribute("width",num(cells.length*T.cellWidth));r.setAttribute("height",num(T.cellHeight));r.setAttribute("fill",bg);
                svg.appendChild(r);
              }
              if(style&T.hidden||!cells.some(function(c){return c!==" "&&c!=="";}))return;
              var text=document.createElementNS(ns,"text");
              text.setAttribute("x",num(left));text.setAttribute("y",num(baseline));text.setAttribute("fill",fg);
              if(style&T.bold)text.setAttribute("font-weight","bold");
              if(style&T.italic)text.setAttribute("font-style","italic");
              if(style&T.dim)text.setAttribute("opacity",T.dimOpacity);
              var lines=[];if(style&T.underline)lines.push("underline");if(style&T.strikethrough)lines.push("line-through");
              if(lines.length)text.setAttribute("text-decoration",lines.join(" "));
              text.setAttribute("xml:space","preserve");
              cells.forEach(function(c,i){
                if(c===" "||c==="")return;
                var span=document.createElementNS(ns,"tspan");span.setAttribute("x",num(left+i*T.cellWidth));span.textContent=c;text.appendChild(span);
              });
              texts.push(text);
            });
          });
          texts.forEach(function(t){svg.appendChild(t);});
          var box=document.createElement("div");box.className="screen";box.appendChild(svg);return box;
        }
        /* Plays a recording from its frames (the screens the report writer's emulator showed
           after its outputs): play and pause, a position slider, the time. It opens on the
           recording's last screen. */
        function Player(recording,label){
          this.frames=recording.frames;this.duration=recording.duration/1000;this.label=label;this.shown=-1;
          var root=document.createElement("div");root.className="player";this.root=root;
          var controls=document.createElement("div");controls.className="controls";
          var button=document.createElement("button");button.type="button";button.textContent="Play";button.setAttribute("aria-label","Play the recording");this.button=button;
          var slider=document.createElement("input");slider.type="range";slider.min="0";slider.max=String(recording.duration);slider.step="1";slider.setAttribute("aria-label","Position in the recording (ms)");this.slider=slider;
          var time=document.createElement("span");time.className="time muted";this.time=time;
          controls.appendChild(button);controls.appendChild(slider);controls.appendChild(time);
          root.appendChild(controls);
          if(recording.sampled){
            var note=document.createElement("p");note.className="muted sampled";
            note.textContent="The recording has "+recording.outputs+" outputs; to keep the page small the player shows the screen after "+this.frames.length+" of them, spread over the recording.";
            root.appendChild(note);
          }
          this.view=document.createElement("div");this.view.className="player-screen";
          root.appendChild(this.view);
          var self=this;
          button.addEventListener("click",function(){self.playing?self.pause():self.play();});
          slider.addEventListener("input",function(){self.pause();self.seek(Number(slider.value)/1000);});
          this.seek(this.duration);
        }
        /* The last frame shown at or before `t` seconds. */
        Player.prototype.frameAt=function(t){
          var ms=t*1000+1e-6,low=0,high=this.frames.length-1;
          while(low<high){var mid=(low+high+1)>>1;if(this.frames[mid][0]<=ms)low=mid;else high=mid-1;}
          return low;
        };
        Player.prototype.seek=function(t){
          this.position=t;this.slider.value=String(Math.round(t*1000));
          this.time.textContent=t.toFixed(1)+" s of "+this.duration.toFixed(1)+" s";
          var index=this.frameAt(t);
          if(index!==this.shown){this.shown=index;this.view.replaceChildren(drawScreen(this.frames[index][1],this.label));}
        };
        Player.prototype.play=function(){
          if(this.position>=this.duration)this.seek(0);
          this.playing=true;this.button.textContent="Pause";this.button.setAttribute("aria-label","Pause the recording");
          var self=this,origin=performance.now()-this.position*1000;
          var frame=function(now){
            if(!self.playing)return;
            var t=Math.min(self.duration,(now-origin)/1000);self.seek(t);
            if(t>=self.duration)self.pause();else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        };
        Player.prototype.pause=function(){this.playing=false;this.button.textContent="Play";this.button.setAttribute("aria-label","Play the recording");};
        """#
    }
}
